# sudosat -- Sudoku to SAT, and solvers checked against each other.
#
#   make            build bin/sudosat and build/libsudosat.a
#   make check      install missing packages, build, run every test
#   make run        compare every solver on the bundled data
#   make bench      throughput and encoder benchmarks against peers
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
# -lpicosat before -lcryptominisat5, which exports a PicoSAT of its own
SAT_LIBS := -lpicosat -lcadical -lcryptominisat5 -lstdc++ -lm -ldl
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
        uninstall clean cnf

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
	rm -rf build build-san bin

-include $(LIB_OBJS:.o=.d) $(CLI_OBJS:.o=.d)
