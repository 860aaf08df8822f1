/* The exact Rook endgame: the same alpha-beta search as its Python reference
 * tricktable/ai/search/families/rook_solver.py (RookSolver: values, value, _play, _node, _leaf), step for step: the
 * same move order and tie-breaks, equivalent-card pruning, forced last trick, static bounds and a table of bounds
 * at trick starts keyed exactly as the reference's dict (cards gone, leader, tally; no entry is ever dropped), so
 * it visits the same nodes (the search's work budget counts them) and returns the same values.
 *
 * The hand's scores at the leaves come from the reference's own scoring: a cache of doubles per contract (NaN:
 * not known yet) that the caller keeps, filled by calling the caller's ``leaf(p0, k0, last_team)`` on a miss. It
 * takes only consistent play positions (tt_rook_read_play, disjoint hands of the deck, the trick's cards played)
 * and answers NotImplemented for anything else, and the reference runs. */
#include "rook_tables.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define INF 1e18

typedef struct {
    uint64_t key;   /* played | leader << 57 | 1 << 59 (0: an empty slot) */
    uint64_t tally; /* (uint32)p0 << 32 | (uint32)p1 */
    uint32_t tricks; /* k0 << 8 | k1 */
    double lo, hi;
} Entry;

typedef struct {
    const tt_RookTables *T;
    const int *led, *own, *pts;
    const int (*beat)[TT_ROOK_CARDS];
    const uint64_t *follow;
    const signed char (*weaker)[TT_ROOK_CARDS];
    const unsigned char *n_weaker;
    uint64_t anytime, special, deck, hands[4];
    int trump;
    long total, hand_points;
    double *leaves; /* (hand_points + 1) * (total + 1) * 2 */
    PyObject *leaf_fn;
    int error;
    Entry *table;
    size_t cap, used;
    long long nodes;
} Solver;

/* RookSolver._leaf: team 0's score difference of the finished hand (p0 counters in k0 tricks, last_team the last). */
static double leaf(Solver *S, long p0, long k0, int last)
{
    if (S->error)
        return 0;
    double *slot = NULL;
    if (p0 >= 0 && p0 <= S->hand_points && k0 >= 0 && k0 <= S->total) {
        slot = &S->leaves[(p0 * (S->total + 1) + k0) * 2 + last];
        if (!isnan(*slot))
            return *slot;
    }
    PyObject *r = PyObject_CallFunction(S->leaf_fn, "lli", p0, k0, last);
    double v = r == NULL ? -1.0 : PyFloat_AsDouble(r);
    Py_XDECREF(r);
    if (v == -1.0 && PyErr_Occurred()) {
        S->error = 1;
        return 0;
    }
    if (slot != NULL)
        *slot = v;
    return v;
}

static inline size_t slot_of(uint64_t key, uint64_t tally, uint32_t tricks, size_t mask)
{
    uint64_t h = key * 0x9E3779B97F4A7C15ULL ^ (tally + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL ^ tricks;
    h ^= h >> 29;
    return (size_t)h & mask;
}

static Entry *find(Solver *S, uint64_t key, uint64_t tally, uint32_t tricks)
{
    size_t mask = S->cap - 1;
    for (size_t i = slot_of(key, tally, tricks, mask);; i = (i + 1) & mask) {
        Entry *e = &S->table[i];
        if (e->key == 0 || (e->key == key && e->tally == tally && e->tricks == tricks))
            return e;
    }
}

/* Room for one more entry (the table at most half full): 1, or 0 with MemoryError set. */
static int reserve(Solver *S)
{
    if (2 * (S->used + 1) <= S->cap)
        return 1;
    size_t cap = S->cap ? 2 * S->cap : 1024;
    Entry *old = S->table, *fresh = calloc(cap, sizeof *fresh);
    if (fresh == NULL) {
        PyErr_NoMemory();
        return 0;
    }
    size_t old_cap = S->cap;
    S->table = fresh;
    S->cap = cap;
    for (size_t i = 0; i < old_cap; i++)
        if (old[i].key)
            *find(S, old[i].key, old[i].tally, old[i].tricks) = old[i];
    free(old);
    return 1;
}

static double node(Solver *S, uint64_t played, const int *trick, int n, int leader, int seat, const long *tally,
                   double alpha, double beta);

/* RookSolver._play: team 0's value after ``seat`` plays ``ix`` (``played``: every card played before it). */
static double play(Solver *S, uint64_t played, const int *trick, int n, int leader, int seat, const long *tally, int ix,
                   double alpha, double beta)
{
    played |= ((uint64_t)1) << ix;
    int t[4];
    for (int i = 0; i < n; i++)
        t[i] = trick[i];
    t[n++] = ix;
    if (n < 4)
        return node(S, played, t, n, leader, (seat + 1) & 3, tally, alpha, beta);
    const int *pts = S->pts;
    int winner = (leader + tt_rook_best_of_four(S->T, S->trump, t)) & 3;
    long won = pts[t[0]] + pts[t[1]] + pts[t[2]] + pts[t[3]];
    long nt[4] = {tally[0], tally[1], tally[2], tally[3]};
    nt[winner & 1] += won;
    nt[2 + (winner & 1)] += 1;
    long left = S->total - nt[2] - nt[3];
    if (!left)
        return leaf(S, nt[0], nt[2], winner & 1);
    if (left == 1) { /* the last trick is forced: every seat holds one card */
        int c[4];
        for (int i = 0; i < 4; i++)
            c[i] = 63 - __builtin_clzll(S->hands[(winner + i) & 3] & ~played);
        const int *beat = S->beat[S->led[c[0]]];
        int best = 0, top = beat[c[0]];
        for (int i = 1; i < 4; i++)
            if (beat[c[i]] > top) {
                best = i;
                top = beat[c[i]];
            }
        int last = (winner + best) & 3;
        won = pts[c[0]] + pts[c[1]] + pts[c[2]] + pts[c[3]];
        if (last & 1)
            return leaf(S, nt[0], nt[2], 1);
        return leaf(S, nt[0] + won, nt[2] + 1, 0);
    }
    return node(S, played, t, 0, winner, winner, nt, alpha, beta);
}

typedef struct {
    long long a, b;
    int ix;
} Keyed;

static inline int before(const Keyed *x, const Keyed *y)
{
    return x->a != y->a ? x->a < y->a : x->b != y->b ? x->b < y->b : x->ix < y->ix;
}

/* RookSolver._node. */
static double node(Solver *S, uint64_t played, const int *trick, int n, int leader, int seat, const long *tally,
                   double alpha, double beta)
{
    if (S->error)
        return 0;
    S->nodes++;
    uint64_t key = 0, tkey = 0, gone = played;
    uint32_t kkey = 0;
    if (n == 0) {
        key = played | (uint64_t)leader << 57 | (uint64_t)1 << 59;
        tkey = (uint64_t)(uint32_t)tally[0] << 32 | (uint32_t)tally[1];
        kkey = (uint32_t)(tally[2] << 8 | tally[3]);
        Entry *e = find(S, key, tkey, kkey);
        if (e->key) {
            double lo = e->lo, hi = e->hi;
            if (lo >= beta || lo == hi)
                return lo;
            if (hi <= alpha)
                return hi;
            alpha = lo > alpha ? lo : alpha;
            beta = hi < beta ? hi : beta;
        }
        double lo = leaf(S, tally[0], tally[2], 1);
        if (S->error)
            return 0;
        if (lo >= beta)
            return lo;
        double hi = leaf(S, S->hand_points - tally[1], S->total - tally[3], 0);
        if (S->error)
            return 0;
        if (hi <= alpha || lo == hi)
            return hi;
    }
    else
        for (int i = 0; i < n; i++)
            gone ^= ((uint64_t)1) << trick[i];
    uint64_t hand = S->hands[seat] & ~played, legal = hand;
    if (n) {
        uint64_t follow = hand & S->follow[trick[0]];
        if (follow)
            legal = follow | (hand & S->anytime);
    }
    if (!(legal & (legal - 1)))
        return play(S, played, trick, n, leader, seat, tally, 63 - __builtin_clzll(legal), alpha, beta);
    uint64_t present = S->deck & ~gone;
    const int *pts = S->pts, *beat = NULL;
    int best_val = 0, partner = 0;
    if (n) {
        beat = S->beat[S->led[trick[0]]];
        int best_pos = 0;
        best_val = beat[trick[0]];
        for (int i = 1; i < n; i++)
            if (beat[trick[i]] > best_val) {
                best_pos = i;
                best_val = beat[trick[i]];
            }
        partner = ((leader + best_pos) & 1) == (seat & 1);
    }
    Keyed keyed[TT_ROOK_CARDS];
    int k = 0;
    for (uint64_t m = legal; m; m &= m - 1) {
        int ix = __builtin_ctzll(m);
        if (!(S->special >> ix & 1)) {
            int skip = 0;
            for (int i = 0; i < S->n_weaker[ix]; i++) {
                int j = S->weaker[ix][i];
                if (present >> j & 1) {
                    skip = legal >> j & 1 && !(S->special >> j & 1) && pts[j] == pts[ix];
                    break;
                }
            }
            if (skip)
                continue;
        }
        Keyed e = {0, 0, ix};
        if (!n)
            e.a = -(long long)S->own[ix];
        else if (partner) { /* feed points, keep strength */
            e.a = -(long long)pts[ix];
            e.b = beat[ix];
        }
        else if (beat[ix] > best_val) /* take the trick as cheaply as possible */
            e.b = beat[ix];
        else {
            e.a = 1;
            e.b = pts[ix];
        }
        int i = k++;
        while (i > 0 && before(&e, &keyed[i - 1])) {
            keyed[i] = keyed[i - 1];
            i--;
        }
        keyed[i] = e;
    }
    int maximise = !(seat & 1);
    double a0 = alpha, b0 = beta, best = maximise ? -INF : INF;
    for (int i = 0; i < k; i++) {
        double v = play(S, played, trick, n, leader, seat, tally, keyed[i].ix, alpha, beta);
        if (S->error)
            return 0;
        if (maximise) {
            if (v > best) {
                best = v;
                if (v > alpha)
                    alpha = v;
            }
        }
        else if (v < best) {
            best = v;
            if (v < beta)
                beta = v;
        }
        if (alpha >= beta)
            break;
    }
    if (n == 0) {
        if (!reserve(S)) {
            S->error = 1;
            return 0;
        }
        Entry *e = find(S, key, tkey, kkey);
        double lo = -INF, hi = INF;
        if (e->key)
            lo = e->lo, hi = e->hi;
        else {
            e->key = key, e->tally = tkey, e->tricks = kkey;
            S->used++;
        }
        if (best <= a0)
            hi = best < hi ? best : hi;
        else if (best >= b0)
            lo = best > lo ? best : lo;
        else
            lo = hi = best;
        e->lo = lo, e->hi = hi;
    }
    return best;
}

/* rook_solve(tables, special, hands, nest, played, trick, leader, seat, tally, trump, moves, value, leaves, leaf)
 * -> (answer, nodes), or NotImplemented. The position is a play-phase state's fields (``hands`` the context's,
 * ``nest`` its nest); ``special`` is the tables' special_mask. With ``value`` false the answer is RookSolver.values:
 * a dict of each legal card's Action (only the cards in the mask ``moves``, unless it is -1) to its exact value for
 * the seat to act; with ``value`` true (a trick start) it is RookSolver.value, team 0's value. ``leaves`` is a
 * writable buffer of (hand_points + 1) * (hand_size + 1) * 2 doubles, NaN where not known, which ``leaf(p0, k0,
 * last_team)`` fills; ``nodes`` counts the search's nodes as the reference does. */
PyObject *tt_rook_solve(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 14) {
        PyErr_SetString(PyExc_TypeError, "rook_solve takes 14 arguments");
        return NULL;
    }
    const tt_RookTables *T = tt_rook_tables(args[0]);
    tt_RookPlay p;
    uint64_t special, nest, moves = ~(uint64_t)0;
    long mv;
    int whole;
    if (T == NULL || !tt_rook_mask(args[1], &special) || !tt_rook_mask(args[3], &nest) ||
        !tt_rook_read_play(T, args[2], args[4], args[5], args[6], args[7], args[8], args[9], &p) ||
        !tt_get_flag(args[11], &whole) || !PyCallable_Check(args[13]))
        Py_RETURN_NOTIMPLEMENTED;
    if (!tt_get_long(args[10], -1, -1, &mv) && !tt_rook_mask(args[10], &moves))
        Py_RETURN_NOTIMPLEMENTED;
    if (whole && p.n)
        Py_RETURN_NOTIMPLEMENTED;
    uint64_t all = 0, gone = p.played;
    for (int s = 0; s < 4; s++) { /* disjoint hands of the deck */
        if (p.hands[s] & all)
            Py_RETURN_NOTIMPLEMENTED;
        all |= p.hands[s];
    }
    for (int i = 0; i < p.n; i++) { /* the trick's cards: distinct, played, from the hands of the seats that played them */
        uint64_t bit = ((uint64_t)1) << p.trick[i];
        if (!(gone & bit) || !(p.hands[(p.leader + i) & 3] & bit))
            Py_RETURN_NOTIMPLEMENTED;
        gone &= ~bit;
    }
    Solver S;
    memset(&S, 0, sizeof S);
    int t = p.trump;
    S.T = T;
    S.trump = t;
    S.led = T->led_suit[t];
    S.own = T->own[t];
    S.pts = T->points;
    S.beat = T->beat[t];
    S.follow = T->follow[t];
    S.weaker = T->weaker[t];
    S.n_weaker = T->n_weaker[t];
    S.anytime = T->anytime;
    S.special = special;
    S.deck = T->deck;
    S.total = T->total;
    for (int s = 0; s < 4; s++)
        S.hands[s] = p.hands[s];
    for (uint64_t m = T->deck & ~nest; m; m &= m - 1)
        S.hand_points += T->points[__builtin_ctzll(m)];
    S.leaf_fn = args[13];
    if (!reserve(&S))
        return NULL;
    Py_buffer view;
    if (PyObject_GetBuffer(args[12], &view, PyBUF_WRITABLE) < 0) {
        PyErr_Clear();
        free(S.table);
        Py_RETURN_NOTIMPLEMENTED;
    }
    if (view.len != (Py_ssize_t)((S.hand_points + 1) * (S.total + 1) * 2 * sizeof(double))) {
        PyBuffer_Release(&view);
        free(S.table);
        Py_RETURN_NOTIMPLEMENTED;
    }
    S.leaves = view.buf;
    PyObject *answer = NULL;
    if (whole) {
        double v = node(&S, p.played, p.trick, 0, p.leader, p.leader, p.tally, -INF, INF);
        if (!S.error)
            answer = PyFloat_FromDouble(v);
    }
    else if ((answer = PyDict_New()) != NULL) {
        uint64_t hand = p.hands[p.seat] & ~p.played, legal = hand, present = T->deck & ~gone;
        if (p.n) {
            uint64_t follow = hand & S.follow[p.trick[0]];
            if (follow)
                legal = follow | (hand & S.anytime);
        }
        double sign = p.seat % 2 == 0 ? 1.0 : -1.0, done[TT_ROOK_CARDS];
        int have[TT_ROOK_CARDS] = {0};
        for (uint64_t m = legal & moves; m; m &= m - 1) {
            int j = __builtin_ctzll(m);
            for (;;) { /* RookSolver._same, followed down the run of equivalent cards */
                if (special >> j & 1)
                    break;
                int below = -1;
                for (int i = 0; i < S.n_weaker[j]; i++)
                    if (present >> S.weaker[j][i] & 1) {
                        below = S.weaker[j][i];
                        break;
                    }
                if (below >= 0 && legal >> below & 1 && !(special >> below & 1) && S.pts[below] == S.pts[j])
                    j = below;
                else
                    break;
            }
            if (!have[j]) {
                double v = play(&S, p.played, p.trick, p.n, p.leader, p.seat, p.tally, j, -INF, INF);
                if (S.error)
                    break;
                done[j] = sign * v;
                have[j] = 1;
            }
            PyObject *value = PyFloat_FromDouble(done[j]);
            int bad = value == NULL ||
                      PyDict_SetItem(answer, PyTuple_GET_ITEM(T->play_actions, __builtin_ctzll(m)), value) < 0;
            Py_XDECREF(value);
            if (bad) {
                S.error = 1;
                break;
            }
        }
        if (S.error)
            Py_CLEAR(answer);
    }
    PyBuffer_Release(&view);
    free(S.table);
    if (answer == NULL)
        return NULL;
    return Py_BuildValue("(NL)", answer, S.nodes);
}
