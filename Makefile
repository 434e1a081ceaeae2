# sudosat -- Sudoku to SAT, and solvers checked against each other.
#
#   make            build bin/sudosat and build/libsudosat.a
#   make check      install missing packages, build, run every test
#   make run        compare every solver on the bundled data
#   make bench      throughput and encoder benchmarks against peers
#   make fuzz       every libFuzzer harness, SECONDS=N each (tests/fuzz/)
#   make install    PREFIX=/usr/local DESTDIR=
#
# CC, CFLAGS, CPPFLAGS, LDFLAGS, PREFIX and DESTDIR are honoured.  BUILD
# names the object directory, so a sanitizer build can sit beside the
# normal one: make check-san.

CC ?= cc
CFLAGS ?= -O2 -g -Wall -Wextra -pedantic
PREFIX ?= /usr/local
BUILD ?= build
BIN ?= bin

VERSION := 0.1.0
STD := -std=c11 -D_POSIX_C_SOURCE=200809L -DSS_VERSION='"$(VERSION)"'
CHECK_CFLAGS := $(shell pkg-config --cflags check 2>/dev/null)
CHECK_LIBS := $(shell pkg-config --libs check 2>/dev/null)
SAT_LIBS := -lpicosat -lcadical -lstdc++ -lm
LIBS := $(SAT_LIBS) -lpthread

LIB_DIRS := core encoder xc solvers sat engines gen compare
LIB_SRCS := $(sort $(wildcard $(addsuffix /*.c,$(LIB_DIRS))))
CLI_SRCS := $(sort $(wildcard cli/*.c))
TEST_SRCS := $(sort $(wildcard tests/check_*.c))
LIB_OBJS := $(LIB_SRCS:%.c=$(BUILD)/%.o)
CLI_OBJS := $(CLI_SRCS:%.c=$(BUILD)/%.o)
TEST_BINS := $(TEST_SRCS:tests/%.c=$(BUILD)/tests/%)
LIB := $(BUILD)/libsudosat.a
SUDOSAT := $(BIN)/sudosat

.PHONY: all check check-unit check-cli check-san deps run bench install \
        uninstall clean cnf fuzz fuzz-build fuzz-bins

all: $(SUDOSAT)

$(BUILD)/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(STD) $(CPPFLAGS) $(CFLAGS) -MMD -MP -c $< -o $@

$(LIB): $(LIB_OBJS)
	@mkdir -p $(@D)
	rm -f $@
	ar rcs $@ $^

$(SUDOSAT): $(CLI_OBJS) $(LIB)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(CLI_OBJS) $(LIB) $(LIBS)

$(BUILD)/tests/%: tests/%.c tests/testutil.h $(LIB)
	@mkdir -p $(@D)
	$(CC) $(STD) $(CPPFLAGS) $(CHECK_CFLAGS) $(CFLAGS) -o $@ $< $(LIB) \
	  $(CHECK_LIBS) $(LIBS) $(LDFLAGS)

deps:
	@sh scripts/install-deps.sh

# Unit suites run from the top directory so they find data/ and tests/.
check: deps
	@$(MAKE) --no-print-directory all
	@$(MAKE) --no-print-directory check-unit check-cli

check-unit: $(TEST_BINS)
	@set -e; for t in $(TEST_BINS); do echo "== $$t"; CK_VERBOSITY=normal $$t; done

check-cli: $(SUDOSAT)
	@SUDOSAT=$(SUDOSAT) sh tests/cli/run.sh

# AddressSanitizer and UBSan over the same suites, in their own tree.
check-san:
	@UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
	ASAN_OPTIONS=detect_leaks=1 SUDOSAT_SANITIZED=1 \
	$(MAKE) --no-print-directory BUILD=build-san BIN=build-san/bin \
	  CFLAGS="-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer" \
	  LDFLAGS="-fsanitize=address,undefined" check-unit check-cli

# Fuzzing (tests/fuzz/README.md): every tests/fuzz/fuzz_NAME.c, built by
# clang with libFuzzer, ASan and UBSan against a library built the same
# way in build-fuzz/; make fuzz SECONDS=N runs each for N seconds, one at
# a time, and fails on any crash, sanitizer report, leak or broken oracle.
FUZZ_CC ?= clang
FUZZ_CFLAGS := -O1 -g -Wall -Wextra -pedantic -fno-omit-frame-pointer \
  -fsanitize=address,undefined -fno-sanitize-recover=all
FUZZ_SRCS := $(sort $(wildcard tests/fuzz/fuzz_*.c))
FUZZ_BINS := $(FUZZ_SRCS:tests/fuzz/%.c=$(BUILD)/fuzz/%)
SECONDS ?= 60

fuzz-build:
	@$(MAKE) --no-print-directory BUILD=build-fuzz CC=$(FUZZ_CC) \
	  CFLAGS="$(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link" fuzz-bins

fuzz-bins: $(FUZZ_BINS)

# Comparison tracing guides the mutator towards the constants a parser
# compares input bytes with; in the search engines it compares internal
# state only, and costs half their speed, so the oracles run twice as
# many puzzles without it.
build-fuzz/solvers/%.o build-fuzz/sat/%.o build-fuzz/xc/xc.o: \
  override CFLAGS += -fno-sanitize-coverage=trace-cmp

$(BUILD)/fuzz/%: tests/fuzz/%.c tests/fuzz/fuzz.h $(LIB)
	@mkdir -p $(@D)
	$(CC) $(STD) $(CPPFLAGS) $(CFLAGS) -fsanitize=fuzzer -o $@ $< $(LIB) \
	  $(LIBS) $(LDFLAGS)

fuzz: deps
	@$(MAKE) --no-print-directory fuzz-build
	@sh scripts/fuzz.sh build-fuzz $(SECONDS) $(FUZZ_ONLY)

# The project's main job on its embedded default: every solver on a mix
# of 4x4, 9x9 (easy, hard, invalid, unsat, multiple), 16x16 and 25x25.
run: deps
	@$(MAKE) --no-print-directory all
	@mkdir -p $(BUILD)
	$(SUDOSAT) compare -j 2 --plot $(BUILD)/run-cactus.png data/run/*.txt

bench: all
	@sh bench/run.sh

install: $(SUDOSAT)
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 755 $(SUDOSAT) $(DESTDIR)$(PREFIX)/bin/sudosat
	install -m 644 man/sudosat.1 $(DESTDIR)$(PREFIX)/share/man/man1/sudosat.1

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/sudosat
	rm -f $(DESTDIR)$(PREFIX)/share/man/man1/sudosat.1

# The reference exports in cnf/ (scripts/cnf-refs.sh lists them); the CLI
# tests check that encode still writes them byte for byte.
cnf: $(SUDOSAT)
	sh scripts/cnf-refs.sh $(SUDOSAT) cnf

clean:
	rm -rf build build-san build-fuzz bin

-include $(LIB_OBJS:.o=.d) $(CLI_OBJS:.o=.d)
