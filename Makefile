# sudosat -- Sudoku to SAT, and solvers checked against each other.
#
#   make check      install missing packages, build, run every test
#   make run        install missing packages, build, compare every solver
#                   on the bundled data
#   make            build bin/sudosat and build/libsudosat.a (make deps
#                   installs the packages first)
#   make bench      throughput and encoder benchmarks against peers
#   make fuzz       every libFuzzer harness, SECONDS=N each (tests/fuzz/)
#   make install    the program, man page, library, headers and sudosat.pc;
#                   PREFIX=/usr/local DESTDIR=
#
# CC, CFLAGS, CPPFLAGS, LDFLAGS, PREFIX and DESTDIR are honoured.  BUILD
# names the object directory, so a sanitizer build can sit beside the
# normal one: make check-san.  SUDOSAT names the binary the tests and
# make run use (default: the one built here); the build's own target is
# PROGRAM, which cannot be overridden, so pointing the tests at another
# binary never writes outside the tree.

CC ?= cc
CFLAGS ?= -O2 -g -Wall -Wextra -pedantic
CXXFLAGS ?= -O2 -g -Wall -Wextra -pedantic
PREFIX ?= /usr/local
BUILD ?= build
BIN ?= bin

VERSION := $(shell sed -n 's/^\#define SUDOSAT_VERSION "\(.*\)"/\1/p' sudosat.h)
STD := -std=c11 -D_POSIX_C_SOURCE=200809L -DSS_VERSION='"$(VERSION)"'
CHECK_CFLAGS := $(shell pkg-config --cflags check 2>/dev/null)
CHECK_LIBS := $(shell pkg-config --libs check 2>/dev/null)
# -lpicosat before -lcryptominisat5, which exports a PicoSAT of its own
SAT_LIBS := -lpicosat -lcadical -lcryptominisat5 -lstdc++ -lm -ldl
LIBS := $(SAT_LIBS) -lpthread

# Top folders only: their sub-folders (core/kinds/, encoder/kinds/,
# solvers/cp/ ...) are globbed with them, so a new one needs no edit here.
LIB_DIRS := core dimacs encoder proof xc solvers steps sat engines gen compare \
  lesson fuzz
LIB_SRCS := $(sort $(wildcard $(addsuffix /*.c,$(LIB_DIRS)) \
  $(addsuffix /*/*.c,$(LIB_DIRS))))
CLI_SRCS := $(sort $(wildcard cli/*.c))
TEST_SRCS := $(sort $(wildcard tests/check_*.c))
# C++ only where a library offers no C interface (sat/cadical_proof.cc).
LIB_CXX_SRCS := $(sort $(wildcard $(addsuffix /*.cc,$(LIB_DIRS))))
LIB_OBJS := $(LIB_SRCS:%.c=$(BUILD)/%.o) $(LIB_CXX_SRCS:%.cc=$(BUILD)/%.o)
CLI_OBJS := $(CLI_SRCS:%.c=$(BUILD)/%.o)
TEST_BINS := $(TEST_SRCS:tests/%.c=$(BUILD)/tests/%)
LIB := $(BUILD)/libsudosat.a
override PROGRAM := $(BIN)/sudosat
SUDOSAT ?= $(PROGRAM)
PC := $(BUILD)/sudosat.pc

.PHONY: all check check-unit check-cli check-san deps run bench install FORCE \
        uninstall clean cnf fuzz fuzz-build fuzz-bins print-libs print-build

all: $(PROGRAM) $(PC)

$(BUILD)/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(STD) $(CPPFLAGS) $(CFLAGS) -MMD -MP -c $< -o $@

$(BUILD)/%.o: %.cc
	@mkdir -p $(@D)
	$(CXX) -std=c++11 $(CPPFLAGS) $(CXXFLAGS) -MMD -MP -c $< -o $@

$(LIB): $(LIB_OBJS)
	@mkdir -p $(@D)
	rm -f $@
	ar rcs $@ $^

$(PROGRAM): $(CLI_OBJS) $(LIB)
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

check-cli: $(PROGRAM) $(PC)
	@SUDOSAT=$(SUDOSAT) sh tests/cli/run.sh

# AddressSanitizer and UBSan over the same suites, in their own tree; the
# unit suites' hang guards (Check's timeouts) four times as long, since
# the instrumented code runs 2 to 5 times slower.  SUDOSAT_SANITIZED has
# the suites take the same paths on fewer inputs (tests/testutil.h
# tu_trials and tu_each_sampled_record, tests/cli/lib.sh san_sample,
# tests/conformance/slow.list's `san` lines), so CI stays in its time.
check-san:
	@UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
	ASAN_OPTIONS=detect_leaks=1 SUDOSAT_SANITIZED=1 CK_TIMEOUT_MULTIPLIER=4 \
	$(MAKE) --no-print-directory BUILD=build-san BIN=build-san/bin \
	  CFLAGS="-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer" \
	  CXXFLAGS="-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer" \
	  LDFLAGS="-fsanitize=address,undefined" check-unit check-cli

# Fuzzing (tests/fuzz/README.md): every tests/fuzz/fuzz_NAME.c, built by
# clang with libFuzzer, ASan and UBSan against a library built the same
# way in build-fuzz/; make fuzz SECONDS=N runs each for N seconds, two at
# a time, and fails on any crash, sanitizer report, leak or broken oracle.
# FUZZ_SEED=S fixes libFuzzer's seed, so a run (CI's) can be replayed.
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

$(BUILD)/fuzz/%: tests/fuzz/%.c $(wildcard tests/fuzz/*.h) $(LIB)
	@mkdir -p $(@D)
	$(CC) $(STD) $(CPPFLAGS) $(CFLAGS) -fsanitize=fuzzer -o $@ $< $(LIB) \
	  $(LIBS) $(LDFLAGS)

fuzz: deps
	@$(MAKE) --no-print-directory fuzz-build
	@FUZZ_SEED=$(FUZZ_SEED) sh scripts/fuzz.sh build-fuzz $(SECONDS) $(FUZZ_ONLY)

# The project's main job on its embedded default: every solver on a mix
# of 4x4, 9x9 (easy, hard, invalid, unsat, multiple), 16x16, 25x25 and
# five variant puzzles (jigsaw, thermometers, killers, arrows), every
# unsat/unique verdict certified by a checked DRAT proof.  The invalid
# puzzle is a finding (exit 1) by design: scripts/run-verdict.sh passes
# the run when the invalid records are exactly data/run/invalid.expected
# and nothing else went wrong, and prints the last line saying so.
RUN_CMD = $(SUDOSAT) compare -j 2 --certify --plot $(BUILD)/run-cactus.png data/run/*.txt
run: deps
	@$(MAKE) -q all 2>/dev/null || $(MAKE) --no-print-directory all
	@mkdir -p $(BUILD)
	@echo '$(RUN_CMD)'
	@{ $(RUN_CMD); echo $$? > $(BUILD)/run.rc; } | tee $(BUILD)/run.out; \
	  sh scripts/run-verdict.sh $(BUILD)/run.out "$$(cat $(BUILD)/run.rc)" \
	    data/run/invalid.expected

bench: all
	@sh bench/run.sh

# The link flags, for scripts that link against build/libsudosat.a
# (bench/bench_solvers.sh, bench/bench_fast_tdoku.sh).
print-libs:
	@echo $(LIBS)

# The compiler and flags of the build, for the benchmarks' header
# (bench/machine.sh).
print-build:
	@echo 'CC=$(CC)'
	@echo 'CFLAGS=$(CFLAGS)'
	@echo 'CXX=$(CXX)'
	@echo 'CXXFLAGS=$(CXXFLAGS)'

# sudosat.pc names the link flags the library needs: $(LIBS), so a new
# SAT library joins the program and the .pc in one place.  It names
# PREFIX too: the stamp is rewritten whenever PREFIX differs from the one
# the .pc was made with, so `make && make install PREFIX=/usr` installs a
# .pc that says /usr.
$(BUILD)/prefix.stamp: FORCE
	@mkdir -p $(@D)
	@echo '$(PREFIX)' | cmp -s - $@ 2>/dev/null || echo '$(PREFIX)' > $@

$(PC): sudosat.pc.in sudosat.h Makefile $(BUILD)/prefix.stamp
	@mkdir -p $(@D)
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@VERSION@|$(VERSION)|' \
	  -e 's|@LIBS@|$(LIBS)|' sudosat.pc.in > $@

FORCE:

# The library's public headers keep the tree's layout under
# include/sudosat/, so their own "../core/grid.h" includes resolve:
# sudosat.h, the umbrella, and exactly the headers it includes, no
# internal one (solvers/fast9_kernel.h stays in the tree).  Each compiles
# alone as C and as C++ (tests/cli/test_install.sh).
# scripts/install-dirs.sh records the directories it had to create, and
# uninstall removes those again when they are empty.
ROOT := $(DESTDIR)$(PREFIX)
HEADERS = $(shell $(CC) -std=c11 -MM sudosat.h | tr ' \\' '\n\n' \
  | grep '\.h$$' | grep -vx sudosat.h | xargs realpath --relative-to=. \
  | sort -u)
INSTALLED_DIRS := $(ROOT)/share/sudosat/installed-dirs
install: $(PROGRAM) $(LIB) $(PC)
	sh scripts/install-dirs.sh create $(INSTALLED_DIRS) $(ROOT)/bin \
	  $(ROOT)/share/man/man1 $(ROOT)/lib/pkgconfig $(ROOT)/share/sudosat \
	  $(addprefix $(ROOT)/include/sudosat/,$(sort $(patsubst %/,%,$(dir $(HEADERS)))))
	install -m 755 $(PROGRAM) $(ROOT)/bin/sudosat
	install -m 644 man/sudosat.1 $(ROOT)/share/man/man1/sudosat.1
	install -m 644 $(LIB) $(ROOT)/lib/libsudosat.a
	install -m 644 $(PC) $(ROOT)/lib/pkgconfig/sudosat.pc
	install -m 644 sudosat.h $(ROOT)/include/sudosat/sudosat.h
	for h in $(HEADERS); do \
	  install -m 644 $$h $(ROOT)/include/sudosat/$$h || exit 1; done

uninstall:
	rm -f $(ROOT)/bin/sudosat $(ROOT)/share/man/man1/sudosat.1 \
	  $(ROOT)/lib/libsudosat.a $(ROOT)/lib/pkgconfig/sudosat.pc \
	  $(ROOT)/include/sudosat/sudosat.h \
	  $(addprefix $(ROOT)/include/sudosat/,$(HEADERS))
	sh scripts/install-dirs.sh remove $(INSTALLED_DIRS)

# The reference exports in cnf/ (scripts/cnf-refs.sh lists them); the CLI
# tests check that encode still writes them byte for byte.
cnf: $(PROGRAM)
	sh scripts/cnf-refs.sh $(PROGRAM) cnf

clean:
	rm -rf build build-san build-fuzz bin

-include $(LIB_OBJS:.o=.d) $(CLI_OBJS:.o=.d)
