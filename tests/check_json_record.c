/* check_json_record.c -- sudosat's own JSON Lines records, read back
 * (core/json_record.h): which lines are one JSON object, which members
 * count, the escapes, and the nesting bound that keeps the parser's
 * recursion finite on any input. */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "../core/json_record.h"

static ss_json_record *
parse (const char *text)
{
  int oom = 0;
  ss_json_record *r = ss_json_record_parse (text, strlen (text), &oom);
  ck_assert_int_eq (oom, 0);
  return r;
}

START_TEST (members_of_the_object_itself)
{
  ss_json_record *r = parse ("  {\"record\":1,\"box\":\"3x2\",\"alphabet\":"
                             "\"123456\",\"status\":\"unique\",\"results\":"
                             "[{\"puzzle\":\"nested\"}],\"solution\":\"S\","
                             "\"puzzle\":\"P\",\"n\":-1.5e3,\"ok\":true} ");
  ck_assert_ptr_nonnull (r);
  ck_assert_str_eq (r->grid, "P"); /* puzzle wins over solution */
  ck_assert_str_eq (r->grid_name, "puzzle");
  ck_assert_str_eq (r->box, "3x2");
  ck_assert_str_eq (r->alphabet, "123456");
  ck_assert_str_eq (r->status, "unique");
  free (r);
  r = parse ("{\"solution\":\"12\",\"box\":7,\"summary\":{\"box\":\"9x9\"}}");
  ck_assert_ptr_nonnull (r);
  ck_assert_str_eq (r->grid, "12");
  ck_assert_int_eq (r->grid_col, 13); /* where "12" starts on the line */
  ck_assert_ptr_null (r->box); /* not a string; nested ones do not count */
  free (r);
}
END_TEST

START_TEST (escapes_decoded)
{
  ss_json_record *r = parse ("{\"puzzle\":\"a\\\"b\\\\c\\/d\\u0041\\u00e9\\t\"}");
  ck_assert_ptr_nonnull (r);
  ck_assert_str_eq (r->grid, "a\"b\\c/dA?\t");
  free (r);
}
END_TEST

START_TEST (not_one_object)
{
  static const char *const lines[] = {
    "[\"4.....8.5\"]", "{", "{\"puzzle\":\"x\"", "{\"puzzle\":\"x\"} {}",
    "{\"puzzle\" \"x\"}", "{\"puzzle\":\"x\",}", "{\"a\":tru}",
    "{\"puzzle\":\"\\x\"}", "{\"puzzle\":\"\\u12\"}", "{\"a\":\"\x01\"}",
    "{\"a\":[1,2}", "", "   ",
  };
  for (size_t i = 0; i < sizeof lines / sizeof *lines; i++)
    {
      ss_json_record *r = parse (lines[i]);
      ck_assert_msg (r == 0, "accepted: %s", lines[i]);
    }
  ss_json_record *r = parse ("{}");
  ck_assert_ptr_nonnull (r);
  ck_assert_ptr_null (r->grid);
  free (r);
}
END_TEST

/* Nesting deeper than 32 is no record (the reader refuses it as JSON),
 * however deep: the parser never recurses past its bound. */
START_TEST (nesting_bounded)
{
  size_t deep = 100000;
  char *t = malloc (2 * deep + 16);
  ck_assert_ptr_nonnull (t);
  strcpy (t, "{\"a\":");
  size_t at = strlen (t);
  memset (t + at, '[', deep);
  memset (t + at + deep, ']', deep);
  strcpy (t + at + 2 * deep, "}");
  ck_assert_ptr_null (parse (t));
  strcpy (t, "{\"a\":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}");
  ss_json_record *r = parse (t); /* 31 deep: fine */
  ck_assert_ptr_nonnull (r);
  free (r);
  free (t);
}
END_TEST

int
main (void)
{
  Suite *s = suite_create ("json_record");
  TCase *t = tcase_create ("json_record");
  tcase_add_test (t, members_of_the_object_itself);
  tcase_add_test (t, escapes_decoded);
  tcase_add_test (t, not_one_object);
  tcase_add_test (t, nesting_bounded);
  suite_add_tcase (s, t);
  return tu_run (s);
}
