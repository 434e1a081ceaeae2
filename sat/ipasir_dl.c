/* ipasir_dl.c -- any IPASIR solver, loaded at run time (see ipasir.h).
 *
 * Model: a loaded library is one entry in a small process-wide registry,
 * keyed by its path: the dlopen handle, the library's functions, and an
 * ss_ipasir_ops table made for it (first in the entry, so the table's
 * open() finds its entry).  Entries are never unloaded: cached solver
 * instances of any thread may still point into the library until exit.
 *
 * IPASIR has no word for a budget, so the handle keeps one through the
 * terminate callback, which it installs once for all: it stops a solve
 * when the caller's own callback says so (a timeout) or the budget is
 * spent.  The budget counts learned clauses when the library exports
 * ipasir_set_learn (about one per conflict), otherwise the terminate
 * polls themselves (IPASIR promises that the callback is called
 * periodically; how often is the solver's business, but for a
 * deterministic solver the count is deterministic).
 *
 * Nothing the library answers is trusted beyond the vtable's contract:
 * solve must say 10, 20 or 0 (anything else is passed on as it came,
 * and callers take it for no answer; sat.c calls it malformed), and val is
 * read as true only when it returns the literal itself, false only for
 * its negation, so garbage reads as "no value" and the model fails
 * verification instead of passing as a solution.  Making and releasing
 * instances is serialised, as for CaDiCaL: we cannot know whether the
 * library's constructor touches shared state.
 *
 * A library runs inside our process, so its failures are ours unless
 * they are told apart: every call into it marks the thread (running:
 * the library's path) so that a crash or an exit () from inside can be
 * named by the CLI's handlers, and a solve with a deadline is watched
 * (ipasir_watch.c) so that a library that ignores terminate is named
 * instead of waited for forever.
 */
#include "ipasir.h"

#include <dlfcn.h>
#include <stddef.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define MAX_LIBS 8

typedef struct lib {
  ss_ipasir_ops ops; /* first: open() casts its table back to the entry */
  void *dl;
  char *path;
  const char *signature;
  void *(*init) (void);
  void (*release) (void *);
  void (*add) (void *, int);
  void (*assume) (void *, int);
  int (*solve) (void *);
  int (*val) (void *, int);
  int (*failed) (void *, int);
  void (*set_terminate) (void *, void *, int (*) (void *));
  void (*set_learn) (void *, void *, int, void (*) (void *, int *));
} lib;

typedef struct handle {
  const lib *l;
  void *s;
  uint64_t count;      /* learned clauses, or terminate polls */
  int budget_on;
  uint64_t budget_end; /* count at which to stop */
  void *user_state;
  int (*user_fn) (void *);
  double deadline;     /* the caller's, for the watchdog; 0 = none */
} handle;

/* The path of the library this thread is inside, or 0. */
static _Thread_local const char *running;

/* Calls into the library, marking the thread while it runs; the mark
 * before is put back after, not cleared, because calls nest: an exit ()
 * from inside runs exit handlers that release cached instances (calls
 * into the library) before the CLI's handler asks who was running. */
#define INSIDE(lib, call) (was = running, running = (lib)->path, (call))
#define LEFT() (running = was)

static pthread_mutex_t registry_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t life_lock = PTHREAD_MUTEX_INITIALIZER;
static lib *libs[MAX_LIBS];
static int nlibs;

static void
on_learn (void *state, int *clause)
{
  (void) clause;
  ((handle *) state)->count++;
}

static int
on_terminate (void *state)
{
  handle *h = state;
  if (!h->l->set_learn)
    h->count++;
  if (h->budget_on && h->count >= h->budget_end)
    return 1;
  return h->user_fn ? h->user_fn (h->user_state) : 0;
}

static void *
no_init (void)
{
  return 0; /* tables of loaded libraries make handles with open() */
}

static void *
dl_open (const ss_ipasir_ops *ops)
{
  const char *was;
  const lib *l = (const lib *) ops;
  handle *h = calloc (1, sizeof *h);
  if (!h)
    return 0;
  h->l = l;
  pthread_mutex_lock (&life_lock);
  h->s = INSIDE (l, l->init ());
  LEFT ();
  pthread_mutex_unlock (&life_lock);
  if (!h->s)
    return free (h), (void *) 0;
  l->set_terminate (h->s, h, on_terminate);
  if (l->set_learn)
    l->set_learn (h->s, h, 1 << 20, on_learn);
  return h;
}

static void
dl_release (void *p)
{
  const char *was;
  handle *h = p;
  pthread_mutex_lock (&life_lock);
  INSIDE (h->l, h->l->release (h->s));
  LEFT ();
  pthread_mutex_unlock (&life_lock);
  free (h);
}

static void
dl_add (void *p, int lit)
{
  const char *was;
  handle *h = p;
  INSIDE (h->l, h->l->add (h->s, lit));
  LEFT ();
}

static void
dl_assume (void *p, int lit)
{
  const char *was;
  handle *h = p;
  INSIDE (h->l, h->l->assume (h->s, lit));
  LEFT ();
}

static int
dl_solve (void *p)
{
  const char *was;
  handle *h = p;
  int slot = h->deadline > 0 ? ss_ipasir_watch_begin (h->l->path,
                                                      h->deadline) : -1;
  int got = INSIDE (h->l, h->l->solve (h->s));
  LEFT ();
  ss_ipasir_watch_end (slot);
  return got; /* as it said: sat.c judges a value other than 10, 20, 0 */
}

static int
dl_val (void *p, int lit)
{
  const char *was;
  handle *h = p;
  int v = INSIDE (h->l, h->l->val (h->s, lit));
  LEFT ();
  return (v == lit) - (v == -lit);
}

static int
dl_failed (void *p, int lit)
{
  const char *was;
  handle *h = p;
  int failed = INSIDE (h->l, h->l->failed (h->s, lit));
  LEFT ();
  return failed != 0;
}

static void
dl_set_budget (void *p, uint64_t units)
{
  handle *h = p;
  h->budget_on = units != 0;
  h->budget_end = h->count + units;
}

static void
dl_set_terminate (void *p, void *state, int (*fn) (void *))
{
  handle *h = p;
  h->user_state = state;
  h->user_fn = fn;
}

static void
dl_stats (void *p, ss_stats *st)
{
  handle *h = p;
  if (h->l->set_learn)
    st->learned = h->count;
}

/* Looks up every function; returns the name of the first one missing. */
static const char *
bind (lib *l)
{
#define BIND(field, name)                                                  \
  if (!(*(void **) &l->field = dlsym (l->dl, name)))                       \
    return name;
  BIND (init, "ipasir_init");
  BIND (release, "ipasir_release");
  BIND (add, "ipasir_add");
  BIND (assume, "ipasir_assume");
  BIND (solve, "ipasir_solve");
  BIND (val, "ipasir_val");
  BIND (failed, "ipasir_failed");
  BIND (set_terminate, "ipasir_set_terminate");
#undef BIND
  const char *(*signature) (void);
  *(void **) &signature = dlsym (l->dl, "ipasir_signature");
  if (!signature)
    return "ipasir_signature";
  *(void **) &l->set_learn = dlsym (l->dl, "ipasir_set_learn");
  l->signature = signature ();
  if (!l->signature)
    l->signature = "?";
  return 0;
}

static void
fill_ops (lib *l)
{
  l->ops = (ss_ipasir_ops) { "ipasir", no_init, dl_release, dl_add,
                             dl_assume, dl_solve, dl_val, dl_failed,
                             dl_set_budget, dl_set_terminate, dl_stats, 0,
                             l->set_learn ? "learned clauses"
                                          : "terminate polls",
                             dl_open, 0 };
}

/* A new entry for path, or 0 with err set. */
static lib *
load (const char *path, ss_error *err)
{
  lib *l = calloc (1, sizeof *l);
  if (!l || !(l->path = strdup (path)))
    return free (l), ss_error_set (err, 0, 0, "out of memory"), (lib *) 0;
  l->dl = dlopen (path, RTLD_NOW | RTLD_LOCAL);
  const char *missing = l->dl ? bind (l) : 0;
  if (!l->dl || missing)
    {
      if (l->dl)
        ss_error_set (err, 0, 0, "cannot load IPASIR library '%.100s': it "
                      "does not export %s", path, missing);
      else
        ss_error_set (err, 0, 0, "cannot load IPASIR library: %.150s",
                      dlerror ());
      if (l->dl)
        dlclose (l->dl);
      free (l->path);
      return free (l), (lib *) 0;
    }
  fill_ops (l);
  return l;
}

const ss_ipasir_ops *
ss_ipasir_dl_load (const char *path, ss_error *err)
{
  lib *found = 0;
  pthread_mutex_lock (&registry_lock);
  for (int i = 0; i < nlibs && !found; i++)
    if (!strcmp (libs[i]->path, path))
      found = libs[i];
  if (!found && nlibs == MAX_LIBS)
    ss_error_set (err, 0, 0, "too many IPASIR libraries (at most %d)",
                  MAX_LIBS);
  else if (!found && (found = load (path, err)))
    libs[nlibs++] = found;
  pthread_mutex_unlock (&registry_lock);
  return found ? &found->ops : 0;
}

const char *
ss_ipasir_dl_running (void)
{
  return running;
}

void
ss_ipasir_dl_set_deadline (const ss_ipasir_ops *ops, void *p, double deadline)
{
  if (ops && ops->open == dl_open && p)
    ((handle *) p)->deadline = deadline;
}

const char *
ss_ipasir_dl_signature (const ss_ipasir_ops *ops)
{
  return ops && ops->open == dl_open ? ((const lib *) ops)->signature : 0;
}
