/* Tractor's card-by-card RL mask: tricktable/games/shengji/rl_mask.addable_cards on bit masks.
 *
 *     tractor_addable(m1, m2, selection, lead_n, lead_suit, lead_pairs, strict_len, throws, tables)
 *
 * gives the sorted list of the card identities that may be added to ``selection`` (the reference's answer), or
 * NotImplemented for anything it does not represent, before computing anything: ``m1``/``m2`` the hand's masks (ints
 * in [0, 2**54), m2 a subset of m1), ``selection`` a tuple or list of int ids 0-53 held by the hand (with their
 * multiplicity), ``lead_n`` 0 while leading (the reference's ``lead is None``) or the lead's size 1-108 with its
 * effective suit 0-4, its pairs and strict-tractor length 0-54, ``throws`` a bool or int, ``tables`` the deal's
 * ``Order`` as 108 bytes (``eff`` then ``idx`` of the 54 identities: suits 0-4, indices 0-15).
 *
 * The reference enumerates the legal plays (units, tractors) and keeps the cards of those that contain the selection;
 * here each case is a union over windows of consecutive strength indices, computed directly (see the comments). */
#include "kernels.h"

#define TR_IDS 54
#define TR_ALL ((((uint64_t)1) << TR_IDS) - 1)

typedef struct {
    uint64_t suit_mask[5];
    uint64_t groups[5][16]; /* identities of effective suit e at strength index i */
    unsigned char eff[TR_IDS], idx[TR_IDS];
} tr_Order;

static int read_order(PyObject *tables, tr_Order *o)
{
    if (!PyBytes_CheckExact(tables) || PyBytes_GET_SIZE(tables) != 2 * TR_IDS)
        return 0;
    const unsigned char *b = (const unsigned char *)PyBytes_AS_STRING(tables);
    memset(o, 0, sizeof *o);
    for (int c = 0; c < TR_IDS; c++) {
        int e = b[c], i = b[TR_IDS + c];
        if (e > 4 || i > 15)
            return 0;
        o->eff[c] = (unsigned char)e;
        o->idx[c] = (unsigned char)i;
        o->suit_mask[e] |= ((uint64_t)1) << c;
        o->groups[e][i] |= ((uint64_t)1) << c;
    }
    return 1;
}

static int read_hand_mask(PyObject *v, uint64_t *out)
{
    if (!PyLong_Check(v))
        return 0;
    int overflow = 0;
    long long x = PyLong_AsLongLongAndOverflow(v, &overflow);
    if (x == -1 && PyErr_Occurred()) {
        PyErr_Clear();
        return 0;
    }
    if (overflow || x < 0 || (uint64_t)x > TR_ALL)
        return 0;
    *out = (uint64_t)x;
    return 1;
}

/* The union, over the windows [a, a + len - 1] of consecutive indices of suit e whose groups all hold a pair in
 * ``pairs``, with a in [amin, amax], of every identity at the window's indices; the identities of ``fixed`` replace
 * their index's group (a tractor holding the selection takes the selected identity there), and the cards of
 * ``full`` (selected twice) are left out. */
static uint64_t window_union(const tr_Order *o, int e, uint64_t pairs, int lo_i, int hi_i, uint64_t fixed,
                             uint64_t full)
{
    uint64_t out = 0;
    for (int i = lo_i; i <= hi_i; i++) {
        uint64_t g = o->groups[e][i] & pairs;
        uint64_t f = g & fixed;
        out |= f ? f : g;
    }
    return out & ~full;
}

/* The run of indices [*start, *end] of suit e around [lo, hi] whose groups all hold a pair; 0 if a group in
 * [lo, hi] holds none. */
static int run_around(const tr_Order *o, int e, uint64_t pairs, int lo, int hi, int *start, int *end)
{
    for (int i = lo; i <= hi; i++)
        if (!(o->groups[e][i] & pairs))
            return 0;
    int a = lo, b = hi;
    while (a > 0 && (o->groups[e][a - 1] & pairs))
        a--;
    while (b < 15 && (o->groups[e][b + 1] & pairs))
        b++;
    *start = a;
    *end = b;
    return 1;
}

/* The selection's identities S as indices of suit e: 1 with [lo, hi] when S is a set of pairs of ``pairs`` in suit e
 * with one identity per index (what a tractor over S needs), else 0. */
static int selection_span(const tr_Order *o, uint64_t s1, uint64_t pairs, int *e_out, int *lo, int *hi)
{
    if (!s1 || (s1 & ~pairs))
        return 0;
    int e = o->eff[__builtin_ctzll(s1)];
    if (s1 & ~o->suit_mask[e])
        return 0;
    unsigned seen = 0;
    int l = 16, h = -1;
    for (uint64_t m = s1; m; m &= m - 1) {
        int i = o->idx[__builtin_ctzll(m)];
        if (seen >> i & 1)
            return 0;
        seen |= 1u << i;
        l = i < l ? i : l;
        h = i > h ? i : h;
    }
    *e_out = e;
    *lo = l;
    *hi = h;
    return 1;
}

/* A lead without throws: the cards of the units (singles, pairs, tractors) that hold the selection. */
static uint64_t unit_lead_cards(const tr_Order *o, uint64_t m1, uint64_t m2, uint64_t s1, uint64_t s2)
{
    if (!s1)
        return m1; /* every single */
    uint64_t out = 0;
    if (!(s1 & (s1 - 1)) && (s1 & m2) && !(s1 & s2))
        out |= s1; /* the pair of the one identity chosen once */
    int e, lo, hi, start, end;
    if (selection_span(o, s1, m2, &e, &lo, &hi)) {
        uint64_t pairs = m2 & o->suit_mask[e];
        if (run_around(o, e, pairs, lo, hi, &start, &end) && end - start + 1 >= 2)
            out |= window_union(o, e, pairs, start, end, s1, s2); /* every tractor of the run holding S */
    }
    return out;
}

/* A strict tractor follow: the cards of the tractors of exactly ``len`` pairs of suit e that hold the selection. */
static uint64_t strict_cards(const tr_Order *o, int e, uint64_t ds, int len, uint64_t s1, uint64_t s2)
{
    uint64_t out = 0;
    if (!s1) { /* every tractor of that length: the runs at least that long */
        int i = 0;
        while (i < 16) {
            if (!(o->groups[e][i] & ds)) {
                i++;
                continue;
            }
            int j = i;
            while (j < 15 && (o->groups[e][j + 1] & ds))
                j++;
            if (j - i + 1 >= len)
                out |= window_union(o, e, ds, i, j, 0, 0);
            i = j + 1;
        }
        return out;
    }
    int se, lo, hi, start, end;
    if (!selection_span(o, s1, ds, &se, &lo, &hi) || se != e || !run_around(o, e, ds, lo, hi, &start, &end))
        return 0;
    int amin = hi - len + 1 > start ? hi - len + 1 : start;
    int amax = lo < end - len + 1 ? lo : end - len + 1;
    if (amin > amax)
        return 0;
    return window_union(o, e, ds, amin, amax + len - 1, s1, s2);
}

static int longest_run(const tr_Order *o, int e, uint64_t pairs)
{
    int best = 0, run = 0;
    for (int i = 0; i < 16; i++) {
        if (o->groups[e][i] & pairs) {
            run++;
            best = run > best ? run : best;
        } else {
            run = 0;
        }
    }
    return best;
}

PyObject *tt_tractor_addable(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 9) {
        PyErr_SetString(PyExc_TypeError, "tractor_addable takes 9 arguments");
        return NULL;
    }
    uint64_t m1, m2;
    long lead_n, lead_suit, lead_pairs, strict_len;
    int throws;
    tr_Order o;
    if (!read_hand_mask(args[0], &m1) || !read_hand_mask(args[1], &m2) || (m2 & ~m1) ||
        !tt_get_long(args[3], 0, 2 * TR_IDS, &lead_n) || !tt_get_long(args[4], 0, 4, &lead_suit) ||
        !tt_get_long(args[5], 0, TR_IDS, &lead_pairs) || !tt_get_long(args[6], 0, TR_IDS, &strict_len) ||
        !tt_get_flag(args[7], &throws) || !read_order(args[8], &o))
        Py_RETURN_NOTIMPLEMENTED;
    PyObject *sel = args[2];
    if (!PyTuple_CheckExact(sel) && !PyList_CheckExact(sel))
        Py_RETURN_NOTIMPLEMENTED;
    Py_ssize_t nsel = PySequence_Fast_GET_SIZE(sel);
    if (nsel > 2 * TR_IDS)
        Py_RETURN_NOTIMPLEMENTED;
    PyObject **items = PySequence_Fast_ITEMS(sel);
    uint64_t s1 = 0, s2 = 0;
    int first = -1;
    for (Py_ssize_t i = 0; i < nsel; i++) {
        long c;
        if (!tt_get_long(items[i], 0, TR_IDS - 1, &c))
            Py_RETURN_NOTIMPLEMENTED;
        uint64_t b = ((uint64_t)1) << c;
        if (s2 & b)
            Py_RETURN_NOTIMPLEMENTED; /* a third copy */
        if (s1 & b)
            s2 |= b;
        else
            s1 |= b;
        if (first < 0)
            first = (int)c;
    }
    if ((s1 & ~m1) || (s2 & ~m2))
        Py_RETURN_NOTIMPLEMENTED; /* not the hand's cards */
    uint64_t free_ = (m1 & ~s1) | (m2 & ~s2);
    uint64_t out;
    if (lead_n == 0) {
        if (throws)
            out = nsel == 0 ? free_ : free_ & o.suit_mask[o.eff[first]]; /* any cards of one effective suit */
        else
            out = unit_lead_cards(&o, m1, m2, s1, s2);
    } else {
        long n = lead_n, room = n - (long)nsel;
        uint64_t sm = o.suit_mask[lead_suit];
        long s = __builtin_popcountll(m1 & sm) + __builtin_popcountll(m2 & sm);
        uint64_t ds = m2 & sm;
        if (room <= 0) {
            out = 0;
        } else if (s < n) { /* all of the suit, then any others */
            long others = __builtin_popcountll(s1 & ~sm) + __builtin_popcountll(s2 & ~sm);
            out = free_ & (others < n - s ? TR_ALL : sm);
        } else if (strict_len && longest_run(&o, (int)lead_suit, ds) >= strict_len) {
            out = strict_cards(&o, (int)lead_suit, ds, (int)strict_len, s1, s2);
        } else { /* n cards of the suit keeping the most pairs reachable at least min(pairs led, pairs held) */
            long held_pairs = __builtin_popcountll(ds);
            long need = lead_pairs < held_pairs ? lead_pairs : held_pairs;
            long pairs0 = __builtin_popcountll(s2), upg0 = __builtin_popcountll(s1 & ~s2 & ds);
            long unt0 = __builtin_popcountll(ds & ~s1), left = room - 1;
            out = 0;
            for (uint64_t m = free_ & sm; m; m &= m - 1) {
                uint64_t b = m & (~m + 1);
                int in_ds = (ds & b) != 0;
                long pairs = pairs0, upg = upg0, unt = unt0;
                if (s1 & b) { /* chosen once: now a pair */
                    pairs++;
                    upg -= in_ds;
                } else {
                    upg += in_ds;
                    unt -= in_ds;
                }
                long up = left < upg ? left : upg;
                long rest = (left - up) / 2;
                if (pairs + up + (unt < rest ? unt : rest) >= need)
                    out |= b;
            }
        }
    }
    PyObject *list = PyList_New(__builtin_popcountll(out));
    if (list == NULL)
        return NULL;
    Py_ssize_t k = 0;
    for (uint64_t m = out; m; m &= m - 1) {
        PyObject *c = PyLong_FromLong(__builtin_ctzll(m));
        if (c == NULL) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SET_ITEM(list, k++, c);
    }
    return list;
}
