/* jobs.c -- the batch runner (see jobs.h).
 *
 * With -j N the reading thread fills a ring of 4N slots indexed by
 * sequence number; workers take the oldest pending slot, and the reading
 * thread writes out the oldest slot once it is done, so results leave in
 * input order even when later ones finish first.  Only the reading thread
 * calls prepare and release and writes to stdout.
 */
#include "jobs.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../core/budget.h"

enum { SLOT_FREE, SLOT_PENDING, SLOT_RUNNING, SLOT_DONE };

typedef struct slot {
  cli_job job;
  ss_record rec;
  char *tail;           /* the record's tail, kept (a part's tag) */
  char *text;           /* what work wrote */
  size_t len;
  int state;
} slot;

typedef struct run {
  const cli_batch *b;
  const cli_batch_fns *fns;
  void *ctx;
  const cli_input *in;
  int code, out_tty;
  uint64_t reported;
  cli_progress bar;
  /* the pool, with -j N */
  pthread_mutex_t lock;
  pthread_cond_t ready, finished;
  slot *ring;
  int window, started, stopping, serial;
  long head, tail, next; /* sequence numbers */
  pthread_t *ids;
} run;

void
cli_batch_init (cli_batch *b)
{
  memset (b, 0, sizeof *b);
  b->threads = 1;
}

int
cli_parse_jobs (const char *arg, int *threads)
{
  unsigned long long u;
  if (cli_parse_u64 ("-j", arg, &u))
    return -1;
  if (u < 1 || u > 256)
    return cli_usage_error ("-j", "'%s' is not 1 to 256", arg), -1;
  *threads = (int) u;
  return 0;
}

int
cli_batch_option (cli_batch *b, int opt, const char *arg)
{
  if (opt == CLI_SHARD_OPT)
    return cli_shard_parse (&b->shard, arg);
  if (opt != 'j')
    return -1;
  return cli_parse_jobs (arg, &b->threads);
}

/* ---- the output side, in the reading thread ---------------------------- */

static void
reported (run *r, cli_job *j)
{
  cli_exit_raise (&r->code, j->code);
  r->reported++;
  cli_progress_tick (&r->bar, r->reported);
}

static void
release (run *r, cli_job *j)
{
  if (r->fns->release)
    r->fns->release (r->ctx, j);
}

/* The oldest slot, once done: its output leaves (unless Ctrl-C came). */
static void
emit_oldest (run *r)
{
  slot *s = &r->ring[r->head % r->window];
  pthread_mutex_lock (&r->lock);
  while (s->state != SLOT_DONE)
    pthread_cond_wait (&r->finished, &r->lock);
  pthread_mutex_unlock (&r->lock);
  if (!cli_interrupted ())
    {
      if (r->out_tty)
        cli_progress_clear (&r->bar);
      if (s->len)
        fwrite (s->text, 1, s->len, stdout);
      reported (r, &s->job);
    }
  release (r, &s->job);
  free (s->text);
  free (s->tail);
  s->tail = 0;
  ss_record_free (&s->rec);
  s->state = SLOT_FREE;
  r->head++;
}

static void
emit_done (run *r)
{
  while (r->head < r->tail)
    {
      slot *s = &r->ring[r->head % r->window];
      pthread_mutex_lock (&r->lock);
      int done = s->state == SLOT_DONE;
      pthread_mutex_unlock (&r->lock);
      if (!done)
        return;
      emit_oldest (r);
    }
}

/* ---- workers ------------------------------------------------------------ */

static void
work_in_buffer (run *r, slot *s)
{
  s->text = 0;
  s->len = 0;
  s->job.out = open_memstream (&s->text, &s->len);
  if (!s->job.out)
    {
      fprintf (stderr, "sudosat %s: out of memory\n", cli_command);
      s->job.code = SS_EXIT_INTERNAL;
      return;
    }
  r->fns->work (r->ctx, &s->job);
  if (fclose (s->job.out))
    s->job.code = SS_EXIT_INTERNAL;
  s->job.out = 0;
}

static void *
worker (void *arg)
{
  run *r = arg;
  pthread_mutex_lock (&r->lock);
  for (;;)
    {
      while (!r->stopping && r->next == r->tail)
        pthread_cond_wait (&r->ready, &r->lock);
      if (r->next == r->tail)
        break;
      slot *s = &r->ring[r->next++ % r->window];
      s->state = SLOT_RUNNING;
      pthread_mutex_unlock (&r->lock);
      work_in_buffer (r, s);
      pthread_mutex_lock (&r->lock);
      s->state = SLOT_DONE;
      pthread_cond_broadcast (&r->finished);
    }
  pthread_mutex_unlock (&r->lock);
  return 0;
}

/* Threads start with the first record; none at all means serial. */
static int
start_pool (run *r)
{
  r->window = 4 * r->b->threads;
  r->ring = calloc ((size_t) r->window, sizeof *r->ring);
  r->ids = calloc ((size_t) r->b->threads, sizeof *r->ids);
  if (!r->ring || !r->ids)
    return -1;
  pthread_mutex_init (&r->lock, 0);
  pthread_cond_init (&r->ready, 0);
  pthread_cond_init (&r->finished, 0);
  while (r->started < r->b->threads
         && cli_thread_start (&r->ids[r->started], worker, r) == 0)
    r->started++;
  return r->started ? 0 : -1;
}

static void
stop_pool (run *r)
{
  if (r->started)
    {
      while (r->head < r->tail)
        emit_oldest (r);
      pthread_mutex_lock (&r->lock);
      r->stopping = 1;
      pthread_cond_broadcast (&r->ready);
      pthread_mutex_unlock (&r->lock);
      for (int i = 0; i < r->started; i++)
        pthread_join (r->ids[i], 0);
      pthread_cond_destroy (&r->finished);
      pthread_cond_destroy (&r->ready);
      pthread_mutex_destroy (&r->lock);
    }
  free (r->ring);
  free (r->ids);
}

/* ---- the reading side ---------------------------------------------------- */

/* A copy of rec in slot s, which outlives the reader's next record; the
 * tail too (JSON names a part by its tag, engines/part.h). */
static int
copy_record (slot *s, const ss_record *rec)
{
  s->rec = *rec;
  s->rec.grid.cell = 0;
  s->tail = *rec->tail ? strdup (rec->tail) : 0;
  s->rec.tail = s->tail ? s->tail : "";
  if (*rec->tail && !s->tail)
    return -1;
  return rec->ok ? ss_grid_copy (&s->rec.grid, &rec->grid) : 0;
}

static void
submit (run *r, const char *file, const ss_record *rec)
{
  while (r->tail - r->head >= r->window)
    emit_oldest (r);
  slot *s = &r->ring[r->tail % r->window];
  memset (&s->job, 0, sizeof s->job);
  s->job.file = file;
  s->job.rec = &s->rec;
  s->job.mine = 1;
  if (copy_record (s, rec))
    {
      fprintf (stderr, "sudosat %s: out of memory\n", cli_command);
      s->rec.ok = 0;
      cli_exit_raise (&r->code, SS_EXIT_INTERNAL);
    }
  if (r->fns->prepare)
    r->fns->prepare (r->ctx, &s->job);
  pthread_mutex_lock (&r->lock);
  s->state = SLOT_PENDING;
  r->tail++;
  pthread_cond_signal (&r->ready);
  pthread_mutex_unlock (&r->lock);
  emit_done (r);
}

/* With the bar and the output on one terminal, the record's output is
 * kept until it is done and written after the bar is erased, as the
 * workers' is: the bar goes on showing life during a long record. */
static void
run_here (run *r, cli_job *j)
{
  slot s;
  j->out = stdout;
  if (r->out_tty && r->bar.on)
    {
      memset (&s, 0, sizeof s);
      s.job = *j;
      work_in_buffer (r, &s);
      *j = s.job;
      cli_progress_clear (&r->bar);
      if (s.len && !cli_interrupted ())
        fwrite (s.text, 1, s.len, stdout);
      free (s.text);
    }
  else
    r->fns->work (r->ctx, j);
  if (!cli_interrupted ())
    reported (r, j);
}

static void
on_record (void *ctx, const char *file, ss_record *rec)
{
  run *r = ctx;
  cli_job j = { file, rec, 0, 0, cli_shard_mine (&r->b->shard, rec->index),
                0 };
  if (cli_interrupted ())
    return;
  if (j.mine && !r->serial && !r->started && start_pool (r))
    r->serial = 1; /* no thread would start: run here */
  if (j.mine && r->started)
    {
      submit (r, file, rec);
      return;
    }
  if (r->fns->prepare)
    r->fns->prepare (r->ctx, &j);
  if (j.mine)
    run_here (r, &j);
  release (r, &j);
}

int
cli_batch_run (const cli_batch *b, int nfiles, char **files,
               const cli_input *in, const cli_batch_fns *fns, void *ctx)
{
  run r;
  memset (&r, 0, sizeof r);
  r.b = b, r.fns = fns, r.ctx = ctx, r.in = in;
  r.serial = b->threads <= 1;
  r.out_tty = isatty (1);
  cli_interrupt_graceful ();
  int bar = isatty (2) && !cli_reads_terminal (nfiles, files);
  cli_progress_start (&r.bar, bar, bar ? cli_count_records (nfiles, files,
                                                           in, &b->shard)
                                       : 0, "records");
  cli_each_record (nfiles, files, in, on_record, &r, &r.code);
  stop_pool (&r);
  cli_progress_end (&r.bar);
  if (!cli_interrupted ())
    return r.code;
  fflush (stdout);
  fprintf (stderr, "sudosat %s: interrupted: %llu records finished and "
           "reported, the rest not (partial)\n", cli_command,
           (unsigned long long) r.reported);
  return SS_EXIT_INTERRUPTED;
}

/* ---- counting, for the bar ------------------------------------------------ */

static uint64_t
count_file (const char *name, const cli_input *in)
{
  struct stat st;
  if (!strcmp (name, "-") || stat (name, &st) || !S_ISREG (st.st_mode))
    return 0;
  FILE *f = fopen (name, "r");
  ss_reader *rd = f ? ss_reader_new (f, name, &in->read) : 0;
  ss_record rec = { 0 };
  uint64_t n = 0;
  while (rd && !cli_interrupted () && ss_reader_next (rd, &rec) == 1)
    n++;
  ss_record_free (&rec);
  ss_reader_free (rd);
  if (f)
    fclose (f);
  return n;
}

uint64_t
cli_count_records (int nfiles, char **files, const cli_input *in,
                   const cli_shard *shard)
{
  uint64_t total = 0;
  for (int i = 0; i < nfiles; i++)
    {
      uint64_t n = count_file (files[i], in);
      if (!n)
        return 0;
      total += cli_shard_share (shard, n);
    }
  return total;
}
