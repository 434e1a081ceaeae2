/* cadical_proof.cc -- the C face of CaDiCaL's proof tracing (see
 * cadical_proof.h).  The only C++ in sudosat: everything here is a call
 * through to CaDiCaL::Solver, with exceptions stopped at the border (a
 * C caller cannot catch them) and the instance made silent (the library
 * never prints).  Instances are made and released under the same lock
 * as ipasir_cadical.c's, for the same reason: CaDiCaL 1.5.3's
 * constructor writes a static option table. */
#include "cadical_proof.h"

#include <cadical.hpp>
#include <new>

namespace {

struct callback : CaDiCaL::Terminator {
  void *state = nullptr;
  int (*fn) (void *) = nullptr;
  bool terminate () override { return fn && fn (state); }
};

} // namespace

struct ss_cadical_proof {
  CaDiCaL::Solver *s = nullptr;
  callback stop;
};

static CaDiCaL::Solver *
make_solver (FILE *proof, int binary)
{
  CaDiCaL::Solver *s = new (std::nothrow) CaDiCaL::Solver;
  if (!s)
    return nullptr;
  s->set ("quiet", 1);
  s->set ("binary", binary ? 1 : 0);
  if (!s->trace_proof (proof, "<proof>"))
    {
      delete s;
      return nullptr;
    }
  return s;
}

extern "C" ss_cadical_proof *
ss_cadical_proof_new (FILE *proof, int binary)
{
  ss_cadical_proof *p = new (std::nothrow) ss_cadical_proof;
  if (!p)
    return nullptr;
  pthread_mutex_lock (&ss_cadical_life_lock);
  try
    {
      p->s = make_solver (proof, binary);
    }
  catch (...)
    {
      p->s = nullptr;
    }
  pthread_mutex_unlock (&ss_cadical_life_lock);
  if (!p->s)
    {
      delete p;
      return nullptr;
    }
  return p;
}

extern "C" void
ss_cadical_proof_free (ss_cadical_proof *p)
{
  if (!p)
    return;
  pthread_mutex_lock (&ss_cadical_life_lock);
  try
    {
      p->s->close_proof_trace ();
      delete p->s;
    }
  catch (...)
    {
    }
  pthread_mutex_unlock (&ss_cadical_life_lock);
  delete p;
}

extern "C" void
ss_cadical_proof_add (ss_cadical_proof *p, int lit)
{
  p->s->add (lit);
}

/* Out of memory inside the search counts as "stopped": the caller then
 * has no verdict, which is never a wrong one. */
extern "C" int
ss_cadical_proof_solve (ss_cadical_proof *p)
{
  try
    {
      return p->s->solve ();
    }
  catch (...)
    {
      return 0;
    }
}

extern "C" int
ss_cadical_proof_val (ss_cadical_proof *p, int lit)
{
  int v = p->s->val (lit);
  return (v > 0) - (v < 0);
}

extern "C" void
ss_cadical_proof_set_terminate (ss_cadical_proof *p, void *state,
                                int (*fn) (void *))
{
  p->stop.state = state;
  p->stop.fn = fn;
  if (fn)
    p->s->connect_terminator (&p->stop);
  else
    p->s->disconnect_terminator ();
}
