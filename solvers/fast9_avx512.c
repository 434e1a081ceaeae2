#include "fast9.h"
#include <pthread.h>
#include <stdint.h>
#include <string.h>
#pragma GCC target("avx2,popcnt,bmi,bmi2,avx512f,avx512vl,avx512bw,avx512dq")
#define FAST9_ENTRY ss_fast9_solve_avx512
#define FAST9_POPCNT 1
#include "fast9_kernel.h"
