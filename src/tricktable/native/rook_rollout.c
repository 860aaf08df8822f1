/* The Rook rollout policy's card play (the search's rollouts), the same loop as its Python reference
 * tricktable/ai/search/families/rook_rollout.py (policy_playout): the same draws (random() for the 5% random move
 * unless one card is legal, then randrange over the legal cards ascending), the same choices and tie-breaks, the
 * same stop at an exact tail. Like the playout it takes only an exact random.Random and consistent play states,
 * answering NotImplemented otherwise. */
#include "rook_tables.h"
#include "mt.h"

/* _cheapest: min over the legal cards of the trump's "cheapest card" key, the lowest index on a tie. */
static int cheapest(const tt_RookTables *T, int trump, uint64_t legal)
{
    long long best = -1;
    for (uint64_t m = legal; m; m &= m - 1) {
        long long v = T->cheap[trump][__builtin_ctzll(m)];
        if (best < 0 || v < best)
            best = v;
    }
    return (int)(best & 63);
}

/* The policy's card for ``seat`` holding ``legal`` (several cards) on the ``n`` cards of ``trick``. */
static int choose(const tt_RookTables *T, const tt_RookPlay *p, uint64_t legal)
{
    int trump = p->trump, n = p->n, seat = p->seat;
    const int *trick = p->trick, *pts = T->points, *strength = T->strength;
    if (n == 0) { /* cash the strongest side-suit boss, else the cheapest card */
        int ix = -1, top = -1;
        for (int c = 0; c < 4; c++)
            if (c != trump && legal & T->suit_mask[c])
                for (int i = 0; i < T->order_len[c]; i++) {
                    int j = T->order[c][i];
                    if (!(p->played >> j & 1)) {
                        if (legal >> j & 1 && strength[j] > top) {
                            ix = j;
                            top = strength[j];
                        }
                        break;
                    }
                }
        return ix < 0 ? cheapest(T, trump, legal) : ix;
    }
    const int *beat = T->beat[trump][T->led_suit[trump][trick[0]]];
    int best_pos = 0, best_val = beat[trick[0]], fourth = n == 3;
    for (int i = 1; i < n; i++)
        if (beat[trick[i]] > best_val) {
            best_pos = i;
            best_val = beat[trick[i]];
        }
    if (((p->leader + best_pos) & 1) == (seat & 1)) { /* the partner is winning */
        if (!(fourth || best_val >= 1000))
            return cheapest(T, trump, legal);
        long long top = -1; /* feed points (never a trump), weakest first */
        int ix = -1;
        for (uint64_t m = legal; m; m &= m - 1) {
            int j = __builtin_ctzll(m);
            long long pj = beat[j] < best_val || fourth ? pts[j] : -1;
            long long v = (((pj + 1) * 2 + (beat[j] < 1000)) * 512 + 511 - strength[j]) * 64 + 63 - j;
            if (v > top) {
                top = v;
                ix = j;
            }
        }
        return ix;
    }
    int cheap_win = 1 << 30, ix = -1; /* win counters, or a trick a trump must take, as cheaply as possible */
    for (uint64_t m = legal; m; m &= m - 1) {
        int j = __builtin_ctzll(m);
        if (best_val < beat[j] && beat[j] < cheap_win) {
            cheap_win = beat[j];
            ix = j;
        }
    }
    long on_table = 0;
    for (int i = 0; i < n; i++)
        on_table += pts[trick[i]];
    if (ix < 0 || !(fourth || cheap_win >= 1000 || on_table > 0))
        ix = cheapest(T, trump, legal);
    return ix;
}

/* rook_rollout(tables, rng, hands, played, trick, leader, seat, tally, trump, tail, history) -> None when the
 * reference returns the state itself (``tail`` reached at a trick start); else (over, seat, played, tally, last,
 * history, winner): the reference's final (``over``) or tail state's fields, ``history`` with every play appended;
 * or NotImplemented. */
PyObject *tt_rook_rollout(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 11) {
        PyErr_SetString(PyExc_TypeError, "rook_rollout takes 11 arguments");
        return NULL;
    }
    const tt_RookTables *T = tt_rook_tables(args[0]);
    tt_RookPlay p;
    long tail;
    if (T == NULL || !tt_get_long(args[9], 0, 64, &tail) ||
        !tt_rook_read_play(T, args[2], args[3], args[4], args[5], args[6], args[7], args[8], &p))
        Py_RETURN_NOTIMPLEMENTED;
    static const char *const names[] = {"random", "getrandbits", "randrange", "_randbelow", NULL};
    tt_Rng src;
    if (!tt_fast_ok || !Py_IS_TYPE(args[1], tt_random_type) || tt_shadowed(args[1], names))
        Py_RETURN_NOTIMPLEMENTED;
    src.fast = (tt_RandomObject *)args[1];
    src.method = src.randrange = NULL;
    if (src.fast->index < 0 || src.fast->index > MT_N)
        Py_RETURN_NOTIMPLEMENTED;
    if (tail && p.n == 0 && p.left <= tail) /* every seat holds ``left`` cards at a trick start */
        Py_RETURN_NONE;
    int plays[64][2], n_plays = 0, winner = p.leader, last[4] = {0, 0, 0, 0}, last_leader = -1, over = 0;
    for (;;) {
        uint64_t legal = tt_rook_legal(T, p.trump, p.hands[p.seat] & ~p.played, p.n ? p.trick[0] : -1);
        int k = __builtin_popcountll(legal), ix;
        if (k == 1 || tt_random(&src) < 0.05)
            ix = tt_nth_bit(legal, (int)tt_randbelow(&src, k));
        else
            ix = choose(T, &p, legal);
        p.played |= ((uint64_t)1) << ix;
        plays[n_plays][0] = p.seat;
        plays[n_plays++][1] = ix;
        p.trick[p.n++] = ix;
        if (p.n < 4) {
            p.seat = (p.seat + 1) & 3;
            continue;
        }
        winner = (p.leader + tt_rook_best_of_four(T, p.trump, p.trick)) & 3;
        long won = T->points[p.trick[0]] + T->points[p.trick[1]] + T->points[p.trick[2]] + T->points[p.trick[3]];
        p.tally[winner & 1] += won;
        p.tally[2 + (winner & 1)] += 1;
        last_leader = p.leader;
        for (int i = 0; i < 4; i++)
            last[i] = p.trick[i];
        if (--p.left == 0) {
            over = 1;
            break;
        }
        p.seat = p.leader = winner;
        p.n = 0;
        if (p.left <= tail)
            break;
    }
    PyObject *history = Py_NewRef(args[10]);
    for (int i = 0; i < n_plays && history != NULL; i++)
        history = tt_link(history, plays[i][0], Py_NewRef(PyTuple_GET_ITEM(T->play_actions, plays[i][1])));
    if (history == NULL)
        return NULL;
    return Py_BuildValue("(OiK(llll)(i(iiii)i)Ni)", over ? Py_True : Py_False, p.seat,
                         (unsigned long long)p.played, p.tally[0], p.tally[1], p.tally[2], p.tally[3], last_leader,
                         last[0], last[1], last[2], last[3], winner, history, winner);
}
