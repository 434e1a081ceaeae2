/* lzstring.h -- LZString's compressToBase64 and decompressFromBase64, as
 * f-puzzles links use them ("?load=N4Ig...").
 *
 * Model: LZString (Pieroxy's JavaScript library) is an LZW variant over a
 * string of UTF-16 code units.  Codes grow from 2 bits as the dictionary
 * grows; a code of 0 or 1 brings in a new 8- or 16-bit character, 2 ends
 * the stream.  The bit stream is cut into 6-bit groups, each written as
 * one character of the standard base64 alphabet (A-Z a-z 0-9 + /), the
 * first bit of a group being its highest; '=' pads the text to a multiple
 * of four.  This is not base64 of bytes: only the alphabet is shared.
 *
 * Written from the algorithm's description; the tests compare both
 * directions with strings made by the JavaScript library.  Here the text
 * on either side is UTF-8: the compressor turns it into UTF-16 code units
 * first (as a JavaScript string holds it), the decompressor turns the
 * units it makes back into UTF-8.
 *
 * Bounds: the decompressed text is at most SS_LZ_MAX_UNITS code units
 * (and its UTF-8 at most as many bytes); a dictionary entry is an offset
 * and a length into the output, so memory is linear in the output.
 */
#ifndef SS_FP_LZSTRING_H
#define SS_FP_LZSTRING_H

#include <stddef.h>

#define SS_LZ_MAX_UNITS (4L << 20)

/* The value 0..63 of a base64 character, or -1. */
int ss_base64_value (int c);

/* Decompresses the base64 text s[0, len) into a malloc'd UTF-8 string
 * (*out, *out_len, NUL-terminated).  0, or -1 with msg (at most 160
 * bytes) saying why and *at the offset in s it concerns: a character
 * outside the alphabet, '=' other than at the end, data that ends before
 * its end mark, a code the dictionary does not have, or output past the
 * limit. */
int ss_lz_decompress_base64 (const char *s, size_t len, char **out,
                             size_t *out_len, long *at, char msg[160]);

/* Compresses the UTF-8 text s[0, len) (invalid bytes become U+FFFD) into
 * a malloc'd NUL-terminated base64 string, as LZString's compressToBase64
 * does; 0 when out of memory. */
char *ss_lz_compress_base64 (const char *s, size_t len);

#endif
