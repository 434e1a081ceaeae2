/* check_json.c -- the JSON Lines object reader (core/json_read.h).
 *
 * Model: a line is one object; members keep their order, strings come
 * back unescaped (UTF-8 from \u escapes, surrogate pairs joined), other
 * values as written; anything else is refused with the column where it
 * went wrong, and the bounds (members, nesting) hold. */
#include "testutil.h"

#include "../core/json_read.h"

static int
parse (const char *text, ss_json_object *o, ss_error *err)
{
  return ss_json_parse_object (text, strlen (text), o, err);
}

START_TEST (members_in_order_with_their_values)
{
  ss_json_object o;
  ss_error err;
  ck_assert_int_eq (parse (" {\"a\":1,\"b\" : \"x\\u00e9\\ud83d\\ude00\\n\\\"\","
                           "\"c\":{\"d\":[1,{\"e\":null}]},\"f\":false,"
                           "\"g\":-0.5e+3,\"h\":null,\"i\":[]} \r\n", &o,
                           &err), 0);
  ck_assert_int_eq (o.count, 7);
  ck_assert_str_eq (o.member[0].name, "a");
  ck_assert_int_eq (o.member[0].kind, SS_JSON_NUMBER);
  ck_assert_str_eq (o.member[1].value, "x\xc3\xa9\xf0\x9f\x98\x80\n\"");
  ck_assert_int_eq (o.member[2].kind, SS_JSON_OBJECT);
  ck_assert_str_eq (o.member[2].value, "{\"d\":[1,{\"e\":null}]}");
  ck_assert_str_eq (ss_json_get (&o, "f")->value, "false");
  ck_assert_int_eq (ss_json_get (&o, "f")->kind, SS_JSON_BOOL);
  ck_assert_str_eq (ss_json_get (&o, "g")->value, "-0.5e+3");
  ck_assert_int_eq (ss_json_get (&o, "h")->kind, SS_JSON_NULL);
  ck_assert_int_eq (ss_json_get (&o, "i")->kind, SS_JSON_ARRAY);
  ck_assert_ptr_null (ss_json_get (&o, "z"));
  ck_assert_int_eq (o.member[1].col, 15);
  ss_json_object_free (&o);
}
END_TEST

START_TEST (what_is_not_one_object_is_refused_where_it_goes_wrong)
{
  static const struct { const char *text; long col; const char *why; } bad[] = {
    { "", 1, "an empty line" },
    { "[1]", 1, "'{' expected" },
    { "{\"a\":1,}", 8, "a member name" },
    { "{\"a\":1 \"b\":2}", 8, "',' or '}' expected" },
    { "{\"a\" 1}", 6, "':' expected" },
    { "{\"a\":1}x", 8, "text after the object" },
    { "{\"a\":01}", 7, "',' or '}' expected" },
    { "{\"a\":-}", 7, "a digit expected" },
    { "{\"a\":1.}", 8, "a digit expected" },
    { "{\"a\":tru}", 6, "a value expected" },
    { "{\"a\":\"x}", 9, "without its closing quote" },
    { "{\"a\":\"\x01\"}", 7, "a control character" },
    { "{\"a\":\"\\q\"}", 8, "an unknown escape" },
    { "{\"a\":\"\\u12\"}", 9, "four hex digits" },
    { "{\"a\":\"\\u0000\"}", 13, "a NUL byte" },
    { "{\"a\":\"\\udc00\"}", 13, "a low surrogate" },
    { "{\"a\":\"\\ud800x\"}", 13, "a high surrogate" },
    { "{\"a\":1,\"a\":2}", 8, "a member named twice" },
    { "{\"a\":[1,2}", 10, "',' or ']' expected" },
    { "{\"a\":", 6, "not the end of the line" },
  };
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
    {
      ss_json_object o;
      ss_error err;
      ck_assert_int_eq (parse (bad[i].text, &o, &err), -1);
      ck_assert_msg (strstr (err.msg, bad[i].why) && err.col == bad[i].col,
                     "'%s': col %ld '%s'", bad[i].text, err.col, err.msg);
      ss_json_object_free (&o);
    }
}
END_TEST

/* A NUL byte inside the line is not the line's end. */
START_TEST (nul_bytes_are_refused)
{
  ss_json_object o;
  ss_error err;
  ck_assert_int_eq (ss_json_parse_object ("{\"a\":1}\0x", 9, &o, &err), -1);
  ck_assert_int_eq (err.col, 8);
  ss_json_object_free (&o);
}
END_TEST

START_TEST (bounds_hold)
{
  char text[8192];
  ss_json_object o;
  ss_error err;
  size_t len = 0;
  for (int depth = 32; depth <= 33; depth++)
    {
      len = (size_t) sprintf (text, "{\"a\":");
      for (int i = 1; i < depth; i++)
        text[len++] = '[';
      text[len++] = '1';
      for (int i = 1; i < depth; i++)
        text[len++] = ']';
      strcpy (text + len, "}");
      ck_assert_int_eq (parse (text, &o, &err), (depth == 32 ? 0 : -1));
      ss_json_object_free (&o);
    }
  ck_assert (strstr (err.msg, "nested deeper than 32 levels"));
  for (int members = 256; members <= 257; members++)
    {
      len = (size_t) sprintf (text, "{");
      for (int i = 0; i < members; i++)
        len += (size_t) sprintf (text + len, "%s\"m%d\":%d", i ? "," : "", i,
                                 i);
      strcpy (text + len, "}");
      ck_assert_int_eq (parse (text, &o, &err), (members == 256 ? 0 : -1));
      ss_json_object_free (&o);
    }
  ck_assert (strstr (err.msg, "more than 256 members"));
}
END_TEST

int
main (void)
{
  Suite *s = suite_create ("json");
  TCase *t = tcase_create ("json");
  tcase_add_test (t, members_in_order_with_their_values);
  tcase_add_test (t, what_is_not_one_object_is_refused_where_it_goes_wrong);
  tcase_add_test (t, nul_bytes_are_refused);
  tcase_add_test (t, bounds_hold);
  suite_add_tcase (s, t);
  return tu_run (s);
}
