/* The search's world sampler: tricktable/ai/search/worlds.py ``sample`` (with ``_deal`` and ``_weighted_slot``),
 * drawing exactly as its reference draws, so that the same generator gives the same worlds.
 *
 * The reference: the slots holding cards (``counts`` > 0) sorted; each hidden card's options (the slots whose
 * ``forbidden`` entry does not hold it); the cards in order of (number of options, card). A deal gives each card in
 * that order to one of its options with free room: with ``prior``, chosen with probability proportional to room
 * times the card's weight there (``rng.random() * total``, the weights' sum as Python's ``sum`` adds floats); without,
 * by ``rng.randrange(total room)``. A card without a free option ends the deal (the draws made stay made) and the
 * next one starts; after ``tries`` failed deals one more deal ignores ``forbidden`` and ``prior``.
 *
 * The kernel takes: ``hidden`` a list or tuple of ints in [0, 256); ``counts`` a dict of at most 8 int slots in
 * [0, 8) to ints whose positive values add up to len(hidden) (so the last, relaxed deal always succeeds);
 * ``forbidden`` a dict whose entries for those slots are sets, frozensets, lists or tuples of ints; ``prior`` None
 * or a dict card -> dict slot -> float holding every (card, option) weight; ``rng`` a plain random.Random whose
 * state it may advance. Anything else gets NotImplemented before a draw, and the reference runs. The world is a
 * dict with the keys of ``counts`` in their order, each slot's cards in the order dealt. */
#include "kernels.h"
#include "mt.h"

#include <math.h>
#include <string.h>

#define W_CARDS 256
#define W_SLOTS 8
#define W_HIDDEN 512

int tt_sum_mode = -1;

double tt_float_sum_mode(const double *x, int n, int mode)
{
    double f = 0.0 + x[0];
    if (mode == 0) {
        for (int i = 1; i < n; i++)
            f = f + x[i];
        return f;
    }
    double c = 0.0;
    for (int i = 1; i < n; i++) {
        double t = f + x[i];
        if (fabs(f) >= fabs(x[i])) {
            double d = f - t;
            c += d + x[i];
        } else {
            double d = x[i] - t;
            c += d + f;
        }
        f = t;
    }
    if (c != 0.0 && isfinite(c))
        f += c;
    return f;
}

/* Compare tt_float_sum_mode in both modes with the builtin sum() on a few vectors; the mode that matches, or -1. */
int tt_worlds_init(void)
{
    static const double cases[][4] = {
        {1e16, 1.0, -1e16, 0.0}, {0.1, 0.2, 0.3, 0.7}, {3.0 * 0.37, 1e-6, 2.0 * 0.61, 0.05}, {1e308, 1e308, -1e308, 1.0},
    };
    PyObject *builtins = PyImport_ImportModule("builtins");
    PyObject *sum = builtins == NULL ? NULL : PyObject_GetAttrString(builtins, "sum");
    Py_XDECREF(builtins);
    if (sum == NULL)
        return -1;
    int ok[2] = {1, 1};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0] && (ok[0] || ok[1]); k++) {
        PyObject *list = PyList_New(4);
        for (int i = 0; list != NULL && i < 4; i++) {
            PyObject *x = PyFloat_FromDouble(cases[k][i]);
            if (x == NULL)
                Py_CLEAR(list);
            else
                PyList_SET_ITEM(list, i, x);
        }
        if (list == NULL) {
            Py_DECREF(sum);
            return -1;
        }
        PyObject *r = PyObject_CallOneArg(sum, list);
        Py_DECREF(list);
        if (r == NULL || !PyFloat_Check(r)) {
            Py_XDECREF(r);
            PyErr_Clear();
            ok[0] = ok[1] = 0;
            break;
        }
        double got = PyFloat_AS_DOUBLE(r);
        Py_DECREF(r);
        for (int m = 0; m < 2; m++) {
            double want = tt_float_sum_mode(cases[k], 4, m);
            ok[m] = ok[m] && (got == want || (isnan(got) && isnan(want))) && signbit(got) == signbit(want);
        }
    }
    Py_DECREF(sum);
    tt_sum_mode = ok[0] ? 0 : ok[1] ? 1 : -1;
    return 0;
}

typedef struct {
    int n;                 /* hidden cards */
    int cards[W_HIDDEN];   /* in the deal's order */
    int n_live;            /* slots with cards, sorted */
    int live_pos[W_SLOTS]; /* each one's place in counts' order */
    long room0[W_SLOTS];   /* each one's count */
    uint8_t options[W_CARDS];       /* bit j: live slot j may hold the card */
    double weight[W_CARDS][W_SLOTS]; /* prior[card][slot] of live slot j */
    int weighted;
} Sampler;

/* One deal (the reference's _deal), cards into slot[i] (live slot index per card in order): 1 dealt, 0 a dead end,
 * -1 an error (set). ``relaxed``: every live slot is an option and the prior is not used. */
static int deal(const Sampler *S, tt_Rng *rng, int relaxed, int *slot)
{
    long room[W_SLOTS];
    memcpy(room, S->room0, sizeof room);
    int weighted = S->weighted && !relaxed;
    uint8_t all = (uint8_t)((1u << S->n_live) - 1);
    for (int i = 0; i < S->n; i++) {
        int c = S->cards[i];
        uint8_t opts = relaxed ? all : S->options[c];
        int choices[W_SLOTS], n = 0;
        for (int j = 0; j < S->n_live; j++)
            if ((opts >> j & 1) && room[j] > 0)
                choices[n++] = j;
        if (n == 0)
            return 0;
        int s;
        if (weighted) {
            double part[W_SLOTS];
            for (int k = 0; k < n; k++)
                part[k] = (double)room[choices[k]] * S->weight[c][choices[k]];
            double total = tt_float_sum_mode(part, n, tt_sum_mode);
            double x = tt_random(rng);
            if (x < 0.0)
                return -1;
            double pick = x * total;
            s = choices[n - 1];
            for (int k = 0; k < n; k++) {
                double p = (double)room[choices[k]] * S->weight[c][choices[k]];
                pick = pick - p;
                if (pick < 0.0) {
                    s = choices[k];
                    break;
                }
            }
        } else {
            long total = 0;
            for (int k = 0; k < n; k++)
                total += room[choices[k]];
            long pick = tt_randbelow(rng, total);
            if (pick < 0)
                return -1;
            s = choices[n - 1];
            for (int k = 0; k < n; k++) {
                pick -= room[choices[k]];
                if (pick < 0) {
                    s = choices[k];
                    break;
                }
            }
        }
        slot[i] = s;
        room[s]--;
    }
    return 1;
}

/* Is every key of the dict d an exact int (so that looking up an int in it runs no Python code)? With ``dicts``,
 * must every value also be an exact dict whose keys are exact ints? */
static int int_keys(PyObject *d, int dicts)
{
    Py_ssize_t pos = 0;
    PyObject *key, *value;
    while (PyDict_Next(d, &pos, &key, &value))
        if (!PyLong_CheckExact(key) || (dicts && (!PyDict_CheckExact(value) || !int_keys(value, 0))))
            return 0;
    return 1;
}

/* Mark the cards of a forbidden entry (a set, frozenset, list or tuple of ints) in ``out``: 1, or 0 (decline). */
static int read_forbidden(PyObject *entry, uint8_t *out)
{
    if (PyList_CheckExact(entry) || PyTuple_CheckExact(entry)) {
        Py_ssize_t n = PySequence_Fast_GET_SIZE(entry);
        PyObject **items = PySequence_Fast_ITEMS(entry);
        for (Py_ssize_t i = 0; i < n; i++) {
            long c;
            if (!PyLong_CheckExact(items[i]))
                return 0;
            if (tt_get_long(items[i], 0, W_CARDS - 1, &c))
                out[c] = 1; /* any other int equals no card the kernel takes */
        }
        return 1;
    }
    if (!PySet_CheckExact(entry) && !PyFrozenSet_CheckExact(entry))
        return 0;
    PyObject *it = PyObject_GetIter(entry), *item;
    if (it == NULL) {
        PyErr_Clear();
        return 0;
    }
    int ok = 1;
    while ((item = PyIter_Next(it)) != NULL) { /* an exact set of exact ints runs no Python code */
        long c;
        if (!PyLong_CheckExact(item))
            ok = 0;
        else if (tt_get_long(item, 0, W_CARDS - 1, &c))
            out[c] = 1;
        Py_DECREF(item);
    }
    Py_DECREF(it);
    if (PyErr_Occurred()) {
        PyErr_Clear();
        ok = 0;
    }
    return ok;
}

/* Read the arguments into S: 1, 0 (decline), -1 (an error set). */
static int read_sampler(Sampler *S, PyObject *hidden, PyObject *counts, PyObject *forbidden, PyObject *prior,
                        PyObject **keys, int *n_keys)
{
    if (!(PyList_CheckExact(hidden) || PyTuple_CheckExact(hidden)) || !PyDict_CheckExact(counts) ||
        !PyDict_CheckExact(forbidden) || (prior != Py_None && (!PyDict_CheckExact(prior) || tt_sum_mode < 0)))
        return 0;
    /* every dict read below has exact int keys: no lookup runs Python code, so nothing changes under the reads */
    if (!int_keys(forbidden, 0) || (prior != Py_None && !int_keys(prior, 1)))
        return 0;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(hidden);
    if (n > W_HIDDEN || PyDict_GET_SIZE(counts) > W_SLOTS)
        return 0;
    S->n = (int)n;
    int mult[W_CARDS] = {0};
    PyObject **items = PySequence_Fast_ITEMS(hidden);
    for (Py_ssize_t i = 0; i < n; i++) {
        long c;
        if (!PyLong_CheckExact(items[i]) || !tt_get_long(items[i], 0, W_CARDS - 1, &c))
            return 0;
        S->cards[i] = (int)c;
        mult[c]++;
    }
    /* the slots in counts' order; the live ones (count > 0) sorted by slot */
    Py_ssize_t pos = 0;
    PyObject *key, *value;
    long slot_of[W_SLOTS], count_of[W_SLOTS], positive = 0;
    int nk = 0;
    while (PyDict_Next(counts, &pos, &key, &value)) {
        long s, v;
        if (!PyLong_CheckExact(key) || !tt_get_long(key, 0, W_SLOTS - 1, &s) || !PyLong_CheckExact(value) ||
            !tt_get_long(value, -100000, 100000, &v))
            return 0;
        keys[nk] = key;
        slot_of[nk] = s;
        count_of[nk] = v;
        positive += v > 0 ? v : 0;
        nk++;
    }
    *n_keys = nk;
    if (positive != n)
        return 0;
    S->n_live = 0;
    for (long s = 0; s < W_SLOTS; s++)
        for (int i = 0; i < nk; i++)
            if (slot_of[i] == s && count_of[i] > 0) {
                S->live_pos[S->n_live] = i;
                S->room0[S->n_live] = count_of[i];
                S->n_live++;
            }
    /* options: the live slots whose forbidden entry lacks the card */
    memset(S->options, 0, sizeof S->options);
    for (int c = 0; c < W_CARDS; c++)
        if (mult[c])
            S->options[c] = (uint8_t)((1u << S->n_live) - 1);
    for (int j = 0; j < S->n_live; j++) {
        PyObject *entry = PyDict_GetItemWithError(forbidden, keys[S->live_pos[j]]);
        if (entry == NULL) {
            if (PyErr_Occurred())
                return -1;
            continue;
        }
        uint8_t no[W_CARDS] = {0};
        if (!read_forbidden(entry, no))
            return 0;
        for (int c = 0; c < W_CARDS; c++)
            if (no[c])
                S->options[c] &= (uint8_t)~(1u << j);
    }
    /* the weights of every card's options */
    S->weighted = prior != Py_None;
    if (S->weighted)
        for (int c = 0; c < W_CARDS; c++) {
            if (!mult[c] || !S->options[c])
                continue;
            PyObject *card = PyLong_FromLong(c);
            if (card == NULL)
                return -1;
            PyObject *w = PyDict_GetItemWithError(prior, card);
            Py_DECREF(card);
            if (w == NULL)
                return PyErr_Occurred() ? -1 : 0;
            for (int j = 0; j < S->n_live; j++) {
                if (!(S->options[c] >> j & 1))
                    continue;
                PyObject *x = PyDict_GetItemWithError(w, keys[S->live_pos[j]]);
                if (x == NULL)
                    return PyErr_Occurred() ? -1 : 0;
                if (!PyFloat_CheckExact(x))
                    return 0;
                S->weight[c][j] = PyFloat_AS_DOUBLE(x);
            }
        }
    /* the deal's order: by (number of options, card); equal keys are equal cards */
    for (int i = 1; i < S->n; i++) {
        int c = S->cards[i], kc = __builtin_popcount(S->options[c]) * W_CARDS + c, j = i - 1;
        while (j >= 0 && __builtin_popcount(S->options[S->cards[j]]) * W_CARDS + S->cards[j] > kc) {
            S->cards[j + 1] = S->cards[j];
            j--;
        }
        S->cards[j + 1] = c;
    }
    return 1;
}

/* The world: {key: [cards]} over counts' keys in order. */
static PyObject *build_world(const Sampler *S, const int *slot, PyObject **keys, int n_keys)
{
    int size[W_SLOTS] = {0};
    for (int i = 0; i < S->n; i++)
        size[S->live_pos[slot[i]]]++;
    PyObject *world = PyDict_New();
    if (world == NULL)
        return NULL;
    PyObject *lists[W_SLOTS];
    for (int k = 0; k < n_keys; k++) {
        lists[k] = PyList_New(size[k]);
        if (lists[k] == NULL || PyDict_SetItem(world, keys[k], lists[k]) < 0) {
            Py_XDECREF(lists[k]);
            Py_DECREF(world);
            return NULL;
        }
        Py_DECREF(lists[k]); /* the dict holds it */
        size[k] = 0;
    }
    for (int i = 0; i < S->n; i++) {
        int k = S->live_pos[slot[i]];
        PyObject *card = PyLong_FromLong(S->cards[i]);
        if (card == NULL) {
            Py_DECREF(world);
            return NULL;
        }
        PyList_SET_ITEM(lists[k], size[k]++, card);
    }
    return world;
}

/* worlds_sample(hidden, counts, forbidden, prior, rng, tries) -> the world ``worlds.sample`` deals, or
 * NotImplemented (nothing drawn). */
PyObject *tt_worlds_sample(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 6) {
        PyErr_SetString(PyExc_TypeError, "worlds_sample takes 6 arguments");
        return NULL;
    }
    static const char *const names[] = {"random", "randrange", "_randbelow", "getrandbits", NULL};
    PyObject *rng = args[4];
    long tries;
    if (!tt_fast_ok || !Py_IS_TYPE(rng, tt_random_type) || tt_shadowed(rng, names) ||
        !PyLong_CheckExact(args[5]) || !tt_get_long(args[5], 0, 1000000, &tries))
        Py_RETURN_NOTIMPLEMENTED;
    Sampler *S = PyMem_Malloc(sizeof(Sampler));
    if (S == NULL)
        return PyErr_NoMemory();
    PyObject *keys[W_SLOTS], *out = NULL;
    int n_keys = 0;
    int got = read_sampler(S, args[0], args[1], args[2], args[3], keys, &n_keys);
    tt_Rng src;
    if (got <= 0) {
        PyMem_Free(S);
        if (got < 0)
            return NULL;
        Py_RETURN_NOTIMPLEMENTED;
    }
    if (tt_rng_open_randrange(&src, rng) < 0 || src.fast == NULL) { /* the checks above make it the fast path */
        tt_rng_close(&src);
        PyMem_Free(S);
        if (PyErr_Occurred())
            return NULL;
        Py_RETURN_NOTIMPLEMENTED;
    }
    int slot[W_HIDDEN], dealt = 0;
    for (long t = 0; t < tries && dealt == 0; t++)
        dealt = deal(S, &src, 0, slot);
    if (dealt == 0)
        dealt = deal(S, &src, 1, slot); /* always deals: the live counts add up to the hidden cards */
    if (dealt == 1)
        out = build_world(S, slot, keys, n_keys);
    tt_rng_close(&src);
    PyMem_Free(S);
    return out;
}
