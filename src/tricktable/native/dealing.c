/* Dealing: random.Random.shuffle, drawn bit for bit as CPython's random module draws (its reference is
 * random.Random.shuffle itself: for i from len - 1 down to 1, swap x[i] with x[_randbelow(i + 1)], where
 * _randbelow(n) draws getrandbits(n.bit_length()) until the value is below n). */
#include "kernels.h"
#include "mt.h"

/* The names whose instance attributes would change what shuffle() draws. */
static const char *const SHUFFLE_NAMES[] = {"shuffle", "_randbelow", "getrandbits", "random", NULL};

/* shuffle(rng, x) -> None after shuffling the list x in place as rng.shuffle(x) would, or NotImplemented (nothing
 * drawn, nothing changed) unless rng is exactly a random.Random whose state the kernel may advance and x a list. */
PyObject *tt_shuffle(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "shuffle takes 2 arguments");
        return NULL;
    }
    PyObject *rng = args[0], *x = args[1];
    if (!tt_fast_ok || !Py_IS_TYPE(rng, tt_random_type) || !PyList_CheckExact(x) || tt_shadowed(rng, SHUFFLE_NAMES))
        Py_RETURN_NOTIMPLEMENTED;
    tt_RandomObject *r = (tt_RandomObject *)rng;
    Py_ssize_t len = PyList_GET_SIZE(x);
    if (r->index < 0 || r->index > MT_N || len > 0x7fffffff)
        Py_RETURN_NOTIMPLEMENTED;
    PyObject **items = ((PyListObject *)x)->ob_item; /* no Python code runs below: the list cannot change */
    for (Py_ssize_t i = len - 1; i > 0; i--) {
        uint32_t n = (uint32_t)i + 1;
        int k = 32 - __builtin_clz(n); /* n.bit_length(), at least 2 */
        uint32_t j;
        do
            j = tt_genrand_uint32(r) >> (32 - k);
        while (j >= n);
        PyObject *t = items[i];
        items[i] = items[j];
        items[j] = t;
    }
    Py_RETURN_NONE;
}
