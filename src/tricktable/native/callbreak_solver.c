/* The exact Callbreak endgame (max^n on each seat's own hand score), the same search as its Python reference
 * tricktable/ai/search/families/callbreak_solver.py: the same move order (ascending card id, the first best kept),
 * the same equivalent-card and immediate pruning, the forced last trick, a transposition table at trick starts.
 * So it returns the reference's vectors exactly. Any position it cannot represent faithfully (hands that disagree
 * with the trick counts, a hand with no card to play) makes it answer NotImplemented: the reference then runs. */
#include "kernels.h"

#include <stdlib.h>
#include <string.h>

#define FULL ((((uint64_t)1) << 52) - 1)
#define BAD (-2) /* outside the domain: answer NotImplemented */

typedef struct {
    uint64_t gone;
    uint32_t aux; /* occupied bit, leader, tricks taken (4 bits each) */
    uint8_t val[4];
} Entry;

typedef struct {
    Entry *slots;
    size_t mask, used;
    long head;
    int overtrump;
    double u[4][14];
    double cap[4][14][14];
} Solver;


static int lookup(const Solver *S, uint64_t gone, uint32_t aux, int out[4])
{
    for (size_t i = (size_t)((gone * 0x9E3779B97F4A7C15ULL) ^ aux * 0x85EBCA6BU) & S->mask;; i = (i + 1) & S->mask) {
        const Entry *e = &S->slots[i];
        if (!e->aux)
            return 0;
        if (e->gone == gone && e->aux == aux) {
            for (int s = 0; s < 4; s++)
                out[s] = e->val[s];
            return 1;
        }
    }
}

static int store(Solver *S, uint64_t gone, uint32_t aux, const int val[4])
{
    if ((S->used + 1) * 2 > S->mask + 1) { /* keep the table at most half full */
        size_t size = (S->mask + 1) * 2;
        Entry *old = S->slots, *fresh = calloc(size, sizeof(Entry));
        if (fresh == NULL)
            return -1;
        size_t old_size = S->mask + 1;
        S->slots = fresh;
        S->mask = size - 1;
        S->used = 0;
        for (size_t i = 0; i < old_size; i++)
            if (old[i].aux) {
                int v[4] = {old[i].val[0], old[i].val[1], old[i].val[2], old[i].val[3]};
                store(S, old[i].gone, old[i].aux, v); /* cannot grow again: the new table is under half full */
            }
        free(old);
    }
    size_t i = (size_t)((gone * 0x9E3779B97F4A7C15ULL) ^ aux * 0x85EBCA6BU) & S->mask;
    while (S->slots[i].aux)
        i = (i + 1) & S->mask;
    S->slots[i].gone = gone;
    S->slots[i].aux = aux;
    for (int s = 0; s < 4; s++)
        S->slots[i].val[s] = (uint8_t)val[s];
    S->used++;
    return 0;
}

static int node(Solver *S, const uint64_t *h, const int *trick, int n, int leader, int seat, const int *tricks,
                uint64_t gone, int out[4]);

/* The final tricks of every seat after ``seat`` plays ``c`` (the reference's _play). 0, BAD or -1 (no memory). */
static int play(Solver *S, const uint64_t *hands, const int *trick, int n, int leader, int seat, const int *tricks,
                uint64_t gone, int c, int out[4])
{
    uint64_t h[4] = {hands[0], hands[1], hands[2], hands[3]};
    h[seat] ^= ((uint64_t)1) << c;
    int t4[4] = {0, 0, 0, 0};
    for (int i = 0; i < n; i++)
        t4[i] = trick[i];
    t4[n] = c;
    if (n + 1 < 4)
        return node(S, h, t4, n + 1, leader, (seat + 1) & 3, tricks, gone, out);
    int winner = (leader + tt_cb_best_of_four(t4)) & 3, t[4] = {tricks[0], tricks[1], tricks[2], tricks[3]};
    t[winner] += 1;
    for (int i = 0; i < 4; i++)
        gone |= ((uint64_t)1) << t4[i];
    uint64_t hw = h[winner];
    if (!hw) {
        memcpy(out, t, sizeof t);
        return 0;
    }
    if (!(hw & (hw - 1))) { /* one card each: the last trick is forced */
        int last[4];
        for (int i = 0; i < 4; i++) {
            uint64_t m = h[(winner + i) & 3];
            if (!m || (m & (m - 1)))
                return BAD; /* hands of unequal length: the reference's own arithmetic decides */
            last[i] = __builtin_ctzll(m);
        }
        t[(winner + tt_cb_best_of_four(last)) & 3] += 1;
        memcpy(out, t, sizeof t);
        return 0;
    }
    return node(S, h, t4, 0, winner, winner, t, gone, out);
}

/* The final tricks of every seat under max^n play from here (the reference's _node). */
static int node(Solver *S, const uint64_t *h, const int *trick, int n, int leader, int seat, const int *tricks,
                uint64_t gone, int out[4])
{
    uint32_t aux = 0;
    if (n == 0) {
        for (int s = 0; s < 4; s++) {
            if (tricks[s] < 0 || tricks[s] > 13)
                return BAD;
            aux |= (uint32_t)tricks[s] << (4 * s);
        }
        aux |= (uint32_t)leader << 16 | 1U << 31;
        if (lookup(S, gone, aux, out))
            return 0;
    }
    uint64_t hand = h[seat], moves = tt_cb_legal(hand, trick, n, S->head, S->overtrump);
    int rc;
    if (!moves)
        return BAD;
    if (!(moves & (moves - 1))) {
        if ((rc = play(S, h, trick, n, leader, seat, tricks, gone, __builtin_ctzll(moves), out)) != 0)
            return rc;
    }
    else {
        int t = tricks[seat], r = __builtin_popcountll(hand), found = 0, v[4];
        if (t < 0 || t > 13 || r > 13)
            return BAD;
        double cap = S->cap[seat][t][r], best_v = 0.0;
        uint64_t present = FULL & ~gone;
        for (uint64_t m = moves; m; m &= m - 1) {
            int c = __builtin_ctzll(m);
            uint64_t below = present & ((((uint64_t)1) << c) - 1) & TT_SUIT_MASK(c / 13);
            if (below && (moves >> (63 - __builtin_clzll(below)) & 1))
                continue; /* plays exactly like the card just below it */
            if ((rc = play(S, h, trick, n, leader, seat, tricks, gone, c, v)) != 0)
                return rc;
            if (v[seat] < 0 || v[seat] > 13)
                return BAD;
            if (!found || S->u[seat][v[seat]] > best_v) {
                found = 1;
                memcpy(out, v, sizeof v);
                best_v = S->u[seat][v[seat]];
                if (best_v >= cap)
                    break;
            }
        }
    }
    if (n == 0 && store(S, gone, aux, out) < 0)
        return -1;
    return 0;
}

static PyObject *vector(const int v[4])
{
    return Py_BuildValue("(iiii)", v[0], v[1], v[2], v[3]);
}

/* callbreak_solve(hands, trick, leader, seat, tricks, gone, head, overtrump, u, plays) -> for a tuple ``plays``,
 * the final-tricks vector after each of those cards (the reference's _play, one shared table); for None, the
 * vector from the position (_node); or NotImplemented. ``u`` is each seat's 14 scores by tricks taken. */
PyObject *tt_callbreak_solve(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 10) {
        PyErr_SetString(PyExc_TypeError, "callbreak_solve takes 10 arguments");
        return NULL;
    }
    PyObject *hands = args[0], *trick = args[1], *tricks = args[4], *u = args[8], *plays = args[9];
    Solver S = {0};
    uint64_t h[4], gone;
    int cards[4] = {0, 0, 0, 0}, t[4], n;
    long leader, seat, v;
    if (!PyTuple_Check(hands) || PyTuple_GET_SIZE(hands) != 4 || !PyTuple_Check(trick) ||
        PyTuple_GET_SIZE(trick) > 3 || !PyTuple_Check(tricks) || PyTuple_GET_SIZE(tricks) != 4 ||
        !tt_get_long(args[2], 0, 3, &leader) || !tt_get_long(args[3], 0, 3, &seat) || !tt_get_mask(args[5], &gone) ||
        !tt_get_long(args[6], -1000, 1000, &S.head) || !tt_get_flag(args[7], &S.overtrump) || !PyTuple_Check(u) ||
        PyTuple_GET_SIZE(u) != 4 || !(plays == Py_None || (PyTuple_Check(plays) && PyTuple_GET_SIZE(plays) <= 52)))
        Py_RETURN_NOTIMPLEMENTED;
    n = (int)PyTuple_GET_SIZE(trick);
    for (int s = 0; s < 4; s++) {
        PyObject *us = PyTuple_GET_ITEM(u, s);
        if (!tt_get_mask(PyTuple_GET_ITEM(hands, s), &h[s]) || !tt_get_long(PyTuple_GET_ITEM(tricks, s), 0, 13, &v) ||
            !PyTuple_Check(us) || PyTuple_GET_SIZE(us) != 14)
            Py_RETURN_NOTIMPLEMENTED;
        t[s] = (int)v;
        for (int k = 0; k < 14; k++) {
            if (!PyFloat_CheckExact(PyTuple_GET_ITEM(us, k)))
                Py_RETURN_NOTIMPLEMENTED;
            S.u[s][k] = PyFloat_AS_DOUBLE(PyTuple_GET_ITEM(us, k));
        }
        for (int a = 0; a < 14; a++) /* cap[t][r]: the best of u[t .. t + r] */
            for (int r = 0; r < 14; r++) {
                double best = S.u[s][a];
                for (int k = a + 1; k <= a + r && k < 14; k++)
                    best = S.u[s][k] > best ? S.u[s][k] : best;
                S.cap[s][a][r] = best;
            }
    }
    for (int i = 0; i < n; i++) {
        if (!tt_get_long(PyTuple_GET_ITEM(trick, i), 0, 51, &v))
            Py_RETURN_NOTIMPLEMENTED;
        cards[i] = (int)v;
    }
    Py_ssize_t count = plays == Py_None ? 0 : PyTuple_GET_SIZE(plays);
    int play_cards[52];
    for (Py_ssize_t i = 0; i < count; i++) {
        if (!tt_get_long(PyTuple_GET_ITEM(plays, i), 0, 51, &v) || !(h[seat] >> v & 1))
            Py_RETURN_NOTIMPLEMENTED;
        play_cards[i] = (int)v;
    }
    S.mask = 1023;
    S.slots = calloc(S.mask + 1, sizeof(Entry));
    if (S.slots == NULL)
        return PyErr_NoMemory();
    int rc = 0, vec[4];
    PyObject *result = NULL;
    if (plays == Py_None) {
        if ((rc = node(&S, h, cards, n, (int)leader, (int)seat, t, gone, vec)) == 0)
            result = vector(vec);
    }
    else if ((result = PyTuple_New(count)) != NULL) {
        for (Py_ssize_t i = 0; i < count && rc == 0; i++) {
            if ((rc = play(&S, h, cards, n, (int)leader, (int)seat, t, gone, play_cards[i], vec)) == 0) {
                PyObject *item = vector(vec);
                if (item == NULL) {
                    rc = -1;
                    break;
                }
                PyTuple_SET_ITEM(result, i, item);
            }
        }
        if (rc != 0)
            Py_CLEAR(result);
    }
    free(S.slots);
    if (rc == BAD)
        Py_RETURN_NOTIMPLEMENTED;
    if (rc == -1 && !PyErr_Occurred())
        PyErr_NoMemory();
    return result;
}
