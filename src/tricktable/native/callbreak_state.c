/* The Callbreak state (games/callbreak/state.CallbreakState, a named tuple) read into C and built back: the one
 * reader and builder of the Callbreak playout and rollout kernels (callbreak.c, callbreak_rollout.c). */
#include "kernels.h"

int tt_cb_unpack(PyObject *state, PyObject *cls, tt_CbState *st)
{
    if (!PyTuple_Check(state) || PyTuple_GET_SIZE(state) != 8 || !PyType_Check(cls) ||
        !PyType_IsSubtype((PyTypeObject *)cls, &PyTuple_Type))
        return 0;
    st->info = PyTuple_GET_ITEM(state, 0);
    st->calls = PyTuple_GET_ITEM(state, 1);
    PyObject *tricks = PyTuple_GET_ITEM(state, 2), *order = PyTuple_GET_ITEM(state, 7);
    if (!tt_get_long(PyTuple_GET_ITEM(state, 4), 0, 2, &st->phase))
        return 0;
    if (st->phase == TT_CB_OVER)
        return 2;
    if (!tt_get_long(PyTuple_GET_ITEM(state, 3), 0, 3, &st->seat) ||
        !tt_get_long(PyTuple_GET_ITEM(state, 5), 0, 3, &st->leader) ||
        !tt_get_mask(PyTuple_GET_ITEM(state, 6), &st->played) || !PyTuple_Check(st->info) ||
        PyTuple_GET_SIZE(st->info) < 3 || !PyTuple_Check(st->calls) || PyTuple_GET_SIZE(st->calls) != 4 ||
        !PyTuple_Check(tricks) || PyTuple_GET_SIZE(tricks) != 4 || !PyTuple_Check(order) ||
        PyTuple_GET_SIZE(order) > 52)
        return 0;
    PyObject *dealt = PyTuple_GET_ITEM(st->info, 2);
    if (!PyTuple_Check(dealt) || PyTuple_GET_SIZE(dealt) != 4)
        return 0;
    for (int s = 0; s < 4; s++)
        if (!tt_get_mask(PyTuple_GET_ITEM(dealt, s), &st->deal[s]) ||
            !tt_get_long(PyTuple_GET_ITEM(tricks, s), -1000, 1000, &st->won[s]))
            return 0;
    st->dealer = 0;
    if (st->phase == TT_CB_BID && !tt_get_long(PyTuple_GET_ITEM(st->info, 0), 0, 3, &st->dealer))
        return 0;
    st->count = (int)PyTuple_GET_SIZE(order);
    for (int i = 0; i < st->count; i++) {
        long c;
        if (!tt_get_long(PyTuple_GET_ITEM(order, i), 0, 51, &c))
            return 0;
        st->order[i] = (int)c;
    }
    return 1;
}

PyObject *tt_cb_build(PyObject *cls, PyObject *fields[8])
{
    int complete = 1;
    for (int i = 0; i < 8; i++)
        complete &= fields[i] != NULL;
    PyTypeObject *type = (PyTypeObject *)cls;
    PyObject *result = NULL;
    if (complete) /* a subtype is allocated as tuple's own subtype_new does */
        result = type == &PyTuple_Type ? PyTuple_New(8) : type->tp_alloc(type, 8);
    if (result == NULL) {
        for (int i = 0; i < 8; i++)
            Py_XDECREF(fields[i]);
        return NULL;
    }
    for (int i = 0; i < 8; i++)
        PyTuple_SET_ITEM(result, i, fields[i]);
    return result;
}

PyObject *tt_int_tuple(const int *v, int n)
{
    PyObject *t = PyTuple_New(n);
    for (int i = 0; t != NULL && i < n; i++) {
        PyObject *x = PyLong_FromLong(v[i]);
        if (x == NULL)
            Py_CLEAR(t);
        else
            PyTuple_SET_ITEM(t, i, x);
    }
    return t;
}
