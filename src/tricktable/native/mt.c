/* The Mersenne Twister of CPython's _random module, and the check that lets the kernels advance a random.Random
 * in place (see mt.h). */
#include "mt.h"

#include <string.h>

PyTypeObject *tt_random_type = NULL;
int tt_fast_ok = 0;

uint32_t tt_genrand_uint32(tt_RandomObject *r)
{
    static const uint32_t mag01[2] = {0x0U, 0x9908b0dfU};
    uint32_t *mt = r->state, y;
    if (r->index >= MT_N || r->index < 0) { /* the next 624 words at once */
        int kk;
        for (kk = 0; kk < MT_N - MT_M; kk++) {
            y = (mt[kk] & 0x80000000U) | (mt[kk + 1] & 0x7fffffffU);
            mt[kk] = mt[kk + MT_M] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        for (; kk < MT_N - 1; kk++) {
            y = (mt[kk] & 0x80000000U) | (mt[kk + 1] & 0x7fffffffU);
            mt[kk] = mt[kk + (MT_M - MT_N)] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        y = (mt[MT_N - 1] & 0x80000000U) | (mt[0] & 0x7fffffffU);
        mt[MT_N - 1] = mt[MT_M - 1] ^ (y >> 1) ^ mag01[y & 0x1U];
        r->index = 0;
    }
    y = mt[r->index++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    y ^= (y >> 18);
    return y;
}

/* Does the layout we assume match a live generator? Compare its state with getstate(), then 700 of our words
 * (past one regeneration) with getrandbits(32) and one random() with ours. 1 yes, 0 no, -1 error. */
static int layout_matches(PyObject *random_module)
{
    int ok = 0;
    PyObject *rng = NULL, *st = NULL, *words = NULL;
    tt_RandomObject copy;
    if (tt_random_type->tp_basicsize < (Py_ssize_t)sizeof(tt_RandomObject))
        return 0;
    rng = PyObject_CallMethod(random_module, "Random", "i", 20261202);
    if (rng == NULL)
        goto done;
    st = PyObject_CallMethod(rng, "getstate", NULL);
    if (st == NULL)
        goto done;
    if (!PyTuple_Check(st) || PyTuple_GET_SIZE(st) < 2 || !PyTuple_Check(PyTuple_GET_ITEM(st, 1)) ||
        PyTuple_GET_SIZE(PyTuple_GET_ITEM(st, 1)) != MT_N + 1)
        goto done;
    words = PyTuple_GET_ITEM(st, 1);
    tt_RandomObject *r = (tt_RandomObject *)rng;
    for (int i = 0; i < MT_N; i++) {
        unsigned long w = PyLong_AsUnsignedLong(PyTuple_GET_ITEM(words, i));
        if (PyErr_Occurred() || w != r->state[i])
            goto done;
    }
    long index = PyLong_AsLong(PyTuple_GET_ITEM(words, MT_N));
    if (PyErr_Occurred() || index != r->index)
        goto done;
    memcpy(&copy, r, sizeof copy);
    for (int i = 0; i < 700; i++) {
        PyObject *v = PyObject_CallMethod(rng, "getrandbits", "i", 32);
        if (v == NULL)
            goto done;
        unsigned long w = PyLong_AsUnsignedLong(v);
        Py_DECREF(v);
        if (PyErr_Occurred() || w != tt_genrand_uint32(&copy))
            goto done;
    }
    PyObject *v = PyObject_CallMethod(rng, "random", NULL);
    if (v == NULL)
        goto done;
    double x = PyFloat_AsDouble(v);
    Py_DECREF(v);
    tt_Rng src = {&copy, NULL, NULL};
    ok = x == tt_random(&src);
done:
    if (PyErr_Occurred()) {
        PyErr_Clear();
        ok = 0;
    }
    Py_XDECREF(st);
    Py_XDECREF(rng);
    return ok;
}

int tt_mt_init(void)
{
    PyObject *random_module = PyImport_ImportModule("random");
    if (random_module == NULL)
        return -1;
    PyObject *cls = PyObject_GetAttrString(random_module, "Random");
    PyObject *base = PyImport_ImportModule("_random");
    PyObject *base_cls = base ? PyObject_GetAttrString(base, "Random") : NULL;
    Py_XDECREF(base);
    if (cls == NULL || base_cls == NULL || !PyType_Check(cls) || !PyType_Check(base_cls)) {
        Py_XDECREF(cls);
        Py_XDECREF(base_cls);
        Py_DECREF(random_module);
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ImportError, "random.Random is not a type");
        return -1;
    }
    tt_random_type = (PyTypeObject *)cls; /* kept for the module's life */
    int subclass = PyType_IsSubtype(tt_random_type, (PyTypeObject *)base_cls);
    Py_DECREF(base_cls);
    tt_fast_ok = subclass ? layout_matches(random_module) : 0;
    Py_DECREF(random_module);
    return 0;
}

int tt_shadowed(PyObject *rng, const char *const *names)
{
    PyObject *dict = PyObject_GetAttrString(rng, "__dict__");
    if (dict == NULL) {
        PyErr_Clear();
        return 0;
    }
    int found = 0;
    if (PyDict_Check(dict))
        for (; *names != NULL && !found; names++)
            found = PyDict_GetItemString(dict, *names) != NULL;
    else
        found = 1; /* not a plain dict: take no chances */
    Py_DECREF(dict);
    return found;
}

static const char *const RANDOM_NAMES[] = {"random", NULL};
static const char *const RANDRANGE_NAMES[] = {"random", "randrange", "_randbelow", "getrandbits", NULL};

static int open_rng(tt_Rng *src, PyObject *rng, const char *const *names)
{
    src->fast = NULL;
    src->method = NULL;
    src->randrange = NULL;
    if (tt_fast_ok && Py_IS_TYPE(rng, tt_random_type) && !tt_shadowed(rng, names)) {
        tt_RandomObject *r = (tt_RandomObject *)rng;
        if (r->index >= 0 && r->index <= MT_N) { /* setstate() allows exactly this range */
            src->fast = r;
            return 0;
        }
    }
    src->method = PyObject_GetAttrString(rng, "random");
    return src->method == NULL ? -1 : 0;
}

int tt_rng_open(tt_Rng *src, PyObject *rng) { return open_rng(src, rng, RANDOM_NAMES); }

int tt_rng_open_randrange(tt_Rng *src, PyObject *rng)
{
    if (open_rng(src, rng, RANDRANGE_NAMES) < 0)
        return -1;
    if (src->fast == NULL && (src->randrange = PyObject_GetAttrString(rng, "randrange")) == NULL) {
        tt_rng_close(src);
        return -1;
    }
    return 0;
}

void tt_rng_close(tt_Rng *src)
{
    Py_CLEAR(src->method);
    Py_CLEAR(src->randrange);
    src->fast = NULL;
}
