/* The caller's random.Random, drawn from bit for bit as CPython's _random module draws.
 *
 * Fast path: the generator's Mersenne Twister state is read and advanced in place (CPython's RandomObject layout,
 * checked against getstate() and getrandbits() when the module loads). Slow path, for any other generator (a
 * subclass that overrides random(), an object with a random() method) or when the check failed: the generator's
 * own random() is called through the CPython API. Both give exactly the draws the Python reference gets.
 */
#ifndef TT_MT_H
#define TT_MT_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

#define MT_N 624
#define MT_M 397

/* CPython's Modules/_randommodule.c RandomObject (unchanged since 3.2). */
typedef struct {
    PyObject_HEAD
    int index;
    uint32_t state[MT_N];
} tt_RandomObject;

/* A source of random() draws for one kernel call. */
typedef struct {
    tt_RandomObject *fast; /* the generator's own state, or NULL */
    PyObject *method;      /* slow path: a new reference to the bound random(), or NULL */
    PyObject *randrange;   /* slow path of tt_randbelow: the bound randrange(), or NULL */
} tt_Rng;

/* Set by tt_mt_init: the exact random.Random type, and whether its state may be advanced in place. */
extern PyTypeObject *tt_random_type;
extern int tt_fast_ok;

int tt_mt_init(void);
/* Does the instance itself hold any of ``names`` (NULL-terminated), shadowing its class's methods? */
int tt_shadowed(PyObject *rng, const char *const *names);
uint32_t tt_genrand_uint32(tt_RandomObject *r);

/* Open a draw source on ``rng`` (0, or -1 with an exception set). */
int tt_rng_open(tt_Rng *src, PyObject *rng);
/* As tt_rng_open, for a kernel that also draws rng.randrange(n) (tt_randbelow). */
int tt_rng_open_randrange(tt_Rng *src, PyObject *rng);
void tt_rng_close(tt_Rng *src);

/* One random() draw in [0, 1): the value, or -1.0 with an exception set. */
static inline double tt_random(tt_Rng *src)
{
    if (src->fast != NULL) {
        uint32_t a = tt_genrand_uint32(src->fast) >> 5, b = tt_genrand_uint32(src->fast) >> 6;
        return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
    }
    PyObject *v = PyObject_CallNoArgs(src->method);
    if (v == NULL)
        return -1.0;
    double x = PyFloat_AsDouble(v);
    Py_DECREF(v);
    if (x == -1.0 && PyErr_Occurred())
        return -1.0;
    if (!(x >= 0.0 && x < 1.0)) {
        PyErr_SetString(PyExc_ValueError, "the generator's random() returned a value outside [0, 1)");
        return -1.0;
    }
    return x;
}

/* int(random() * n) for 0 < n: a draw below n, or -1 with an exception set. */
static inline int tt_below(tt_Rng *src, int n)
{
    double x = tt_random(src);
    if (x < 0.0)
        return -1;
    int k = (int)(x * n);
    return k < n ? k : n - 1; /* x < 1 makes k < n; the guard only keeps an index in range */
}

/* rng.randrange(n) for 0 < n < 2**31 (random.Random: _randbelow, getrandbits(n.bit_length()) until below n):
 * the value, or -1 with an exception set. */
static inline long tt_randbelow(tt_Rng *src, long n)
{
    if (src->fast != NULL) {
        int k = 32 - __builtin_clz((uint32_t)n);
        uint32_t r;
        do
            r = tt_genrand_uint32(src->fast) >> (32 - k);
        while (r >= (uint32_t)n);
        return (long)r;
    }
    PyObject *v = PyObject_CallFunction(src->randrange, "l", n);
    if (v == NULL)
        return -1;
    long r = PyLong_AsLong(v);
    Py_DECREF(v);
    if (r == -1 && PyErr_Occurred())
        return -1;
    if (r < 0 || r >= n) {
        PyErr_SetString(PyExc_ValueError, "the generator's randrange(n) returned a value outside [0, n)");
        return -1;
    }
    return r;
}

#endif
