/* The search's statistics: tricktable/ai/search/pimc.py ``_paired`` without importance weights, computed with the
 * same floating-point operations in the same order as its reference, so that the pruning and the anchor test
 * compare the same numbers:
 *
 *     d = [x - y for x, y in zip(a, b, strict=True)]
 *     mean = sum(d) / len(d)
 *     se = math.sqrt(sum((x - mean) ** 2 for x in d) / max(1, len(d) - 1) / len(d))
 *
 * ``sum`` adds as this interpreter's sum() adds floats (tt_sum_mode), ``** 2`` is the platform's pow() as CPython's
 * float power calls it (after its own cases: zero, one, the sign). The kernel takes two lists of floats of one
 * length n >= 1 whose squares neither overflow nor fall below the normal range (where CPython may raise); anything
 * else gets NotImplemented, and the reference runs. */
#include "kernels.h"

#include <float.h>
#include <math.h>

/* the exponent, read at run time so that the compiler does not turn pow(v, 2) into v * v */
static volatile double TWO = 2.0;

/* CPython's float ** 2.0 of v (Objects/floatobject.c float_pow): 1 with the value in *out, 0 where it raises or
 * where we would not be sure to match it. */
static int square(double v, double *out)
{
    if (isnan(v) || isinf(v)) {
        *out = isnan(v) ? v : INFINITY;
        return 1;
    }
    if (v == 0.0) {
        *out = 0.0;
        return 1;
    }
    v = fabs(v); /* an even power: CPython takes the absolute value and does not negate */
    if (v == 1.0) {
        *out = 1.0;
        return 1;
    }
    double r = pow(v, TWO);
    if (isinf(r) || (r != 0.0 && r < DBL_MIN))
        return 0; /* overflow (CPython raises) or an underflow (libm may set ERANGE: CPython may raise) */
    *out = r;
    return 1;
}

/* paired(a, b) -> (mean, standard error), or NotImplemented. */
PyObject *tt_paired(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "paired takes 2 arguments");
        return NULL;
    }
    PyObject *a = args[0], *b = args[1];
    if (tt_sum_mode < 0 || !PyList_CheckExact(a) || !PyList_CheckExact(b))
        Py_RETURN_NOTIMPLEMENTED;
    Py_ssize_t n = PyList_GET_SIZE(a);
    if (n < 1 || n != PyList_GET_SIZE(b) || n > 1 << 20)
        Py_RETURN_NOTIMPLEMENTED;
    double *d = PyMem_Malloc(sizeof(double) * (size_t)n);
    if (d == NULL)
        return PyErr_NoMemory();
    PyObject *out = NULL;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *x = PyList_GET_ITEM(a, i), *y = PyList_GET_ITEM(b, i);
        if (!PyFloat_CheckExact(x) || !PyFloat_CheckExact(y))
            goto decline;
        d[i] = PyFloat_AS_DOUBLE(x) - PyFloat_AS_DOUBLE(y);
    }
    double mean = tt_float_sum_mode(d, (int)n, tt_sum_mode) / (double)n;
    for (Py_ssize_t i = 0; i < n; i++) {
        double v = d[i] - mean;
        if (!square(v, &d[i]))
            goto decline;
    }
    double var = tt_float_sum_mode(d, (int)n, tt_sum_mode) / (double)(n > 1 ? n - 1 : 1) / (double)n;
    out = Py_BuildValue("(dd)", mean, sqrt(var));
    PyMem_Free(d);
    return out;
decline:
    PyMem_Free(d);
    Py_RETURN_NOTIMPLEMENTED;
}
