/* The Callbreak rollout policy (the search's rollouts), the same loop as its Python reference
 * tricktable/ai/search/families/callbreak_rollout.py: the same draws (random() for the 5% random move unless one
 * card is legal, then randrange over the legal cards ascending), the same choices and tie-breaks, the same stop at
 * an exact tail. */
#include "kernels.h"
#include "mt.h"

#define SPADES TT_SUIT_MASK(0)
#define BID_PHASE 0
#define PLAY_PHASE 1
#define OVER 2

static int high(uint64_t m, int base) { uint32_t b = (uint32_t)(m >> base) & 8191; return b ? 31 - __builtin_clz(b) : -1; }
static int low(uint64_t m, int base) { uint32_t b = (uint32_t)(m >> base) & 8191; return b ? __builtin_ctz(b) : 13; }

/* max(cards, key=rank): the highest rank, the lowest suit on a tie */
static int highest_by_rank(uint64_t m)
{
    int best = -1, card = -1;
    for (int base = 0; base < 52; base += 13) {
        int r = high(m, base);
        if (r > best) {
            best = r;
            card = base + r;
        }
    }
    return card;
}

/* min(cards, key=(is spade, rank)): the lowest non-spade (lowest suit on a tie), else the lowest spade */
static int cheapest(uint64_t m)
{
    int best = 13, card = -1;
    for (int base = 13; base < 52; base += 13) {
        int r = low(m, base);
        if (r < best) {
            best = r;
            card = base + r;
        }
    }
    return card < 0 ? low(m, 0) : card;
}

/* callbreak_rollout(state, rng, min_call, max_call, head, overtrump, tail, cls) -> the reference's final (or tail)
 * state as a ``cls``, or NotImplemented. */
PyObject *tt_callbreak_rollout(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 8) {
        PyErr_SetString(PyExc_TypeError, "callbreak_rollout takes 8 arguments");
        return NULL;
    }
    PyObject *state = args[0], *rng = args[1], *cls = args[7];
    tt_CbState st;
    long min_call, max_call, head, tail, called[4];
    int overtrump, given[4] = {0, 0, 0, 0};
    int got = tt_cb_unpack(state, cls, &st);
    if (got == 0 || !tt_get_long(args[6], 0, 13, &tail))
        Py_RETURN_NOTIMPLEMENTED;
    if (got == 2)
        return Py_NewRef(state);
    int count = st.count, *out = st.order;
    if (tail && st.phase == PLAY_PHASE && !(count & 3) && 52 - count <= 4 * tail)
        return Py_NewRef(state);
    if (!tt_get_long(args[2], 0, 13, &min_call) || !tt_get_long(args[3], min_call, 13, &max_call) ||
        !tt_get_long(args[4], -1000, 1000, &head) || !tt_get_flag(args[5], &overtrump))
        Py_RETURN_NOTIMPLEMENTED;
    PyObject *info = st.info, *calls = st.calls;
    long phase = st.phase, seat = st.seat, leader = st.leader, dealer = st.dealer, *won = st.won;
    uint64_t played = st.played, *deal = st.deal;
    if (phase == BID_PHASE) {
        for (long s = seat;; s = (s + 1) & 3) { /* the seats that call now */
            given[s] = 1;
            if (s == dealer)
                break;
        }
    }
    for (int s = 0; s < 4; s++) /* every call the play reads must be a number */
        if (!given[s] && !tt_get_long(PyTuple_GET_ITEM(calls, s), -1000, 1000, &called[s]))
            Py_RETURN_NOTIMPLEMENTED;

    tt_Rng src;
    if (tt_rng_open_randrange(&src, rng) < 0)
        return NULL;
    if (phase == BID_PHASE) {
        long n_calls = max_call - min_call + 1;
        for (;;) {
            double x = n_calls == 1 ? 0.0 : tt_random(&src);
            if (x < 0.0)
                goto fail;
            if (n_calls == 1 || x < 0.05) {
                long r = tt_randbelow(&src, n_calls);
                if (r < 0)
                    goto fail;
                called[seat] = min_call + r;
            }
            else {
                long top_two = 0; /* aces and kings */
                for (int base = 0; base < 52; base += 13)
                    top_two += (long)((deal[seat] >> (base + 11)) & 1) + (long)((deal[seat] >> (base + 12)) & 1);
                called[seat] = top_two < min_call ? min_call : (top_two > max_call ? max_call : top_two);
            }
            if (seat == dealer)
                break;
            seat = (seat + 1) & 3;
        }
        seat = leader = (dealer + 1) & 3;
    }
    uint64_t hands[4];
    for (int s = 0; s < 4; s++)
        hands[s] = deal[s] & ~played;
    int n = count & 3, winner = (int)leader, trick[4] = {0, 0, 0, 0};
    for (int i = 0; i < n; i++)
        trick[i] = out[count - n + i];
    int stopped = 0;
    while (count < 52) {
        uint64_t hand = hands[seat];
        uint64_t legal = n ? tt_cb_legal(hand, trick, n, head, overtrump) : hand;
        int k = __builtin_popcountll(legal), card;
        double x = k == 1 ? 0.0 : tt_random(&src);
        if (x < 0.0)
            goto fail;
        if (k == 1 || x < 0.05) {
            if (k == 0) { /* the reference's randrange(0) */
                PyErr_SetString(PyExc_ValueError, "empty range for randrange()");
                goto fail;
            }
            long r = tt_randbelow(&src, k);
            if (r < 0)
                goto fail;
            card = tt_nth_bit(legal, (int)r);
        }
        else {
            long need = called[seat] - won[seat];
            if (n == 0)
                card = need > 0 ? highest_by_rank((legal & ~SPADES) ? legal & ~SPADES : legal) : cheapest(legal);
            else {
                int led = trick[0] / 13, best = trick[0];
                for (int i = 0; i < n; i++)
                    if (tt_cb_strength(led, trick[i]) > tt_cb_strength(led, best))
                        best = trick[i];
                uint64_t winners = legal & TT_ABOVE(best);
                if (best >= 13)
                    winners |= legal & SPADES;
                uint64_t losers = legal & ~winners;
                if (need > 0 && winners)
                    card = cheapest(winners);
                else if (losers)
                    card = need <= 0 ? highest_by_rank(losers) : cheapest(losers);
                else
                    card = cheapest(legal);
            }
        }
        if (card < 0) { /* no card to choose from (a hand that disagrees with the plays): the reference's error */
            PyErr_SetString(PyExc_ValueError, "negative shift count");
            goto fail;
        }
        hands[seat] = hand ^ (((uint64_t)1) << card);
        out[count++] = card;
        if (n == 3) {
            trick[3] = card;
            winner = (int)((leader + tt_cb_best_of_four(trick)) & 3);
            won[winner] += 1;
            seat = leader = winner;
            n = 0;
            if (52 - count <= 4 * tail && count < 52) {
                stopped = 1;
                break;
            }
        }
        else {
            trick[n++] = card;
            seat = (seat + 1) & 3;
        }
    }
    tt_rng_close(&src);

    uint64_t all = played | deal[0] | deal[1] | deal[2] | deal[3];
    PyObject *fields[8] = {NULL};
    fields[0] = Py_NewRef(info);
    if (phase == BID_PHASE) {
        fields[1] = PyTuple_New(4);
        for (int s = 0; fields[1] != NULL && s < 4; s++) {
            PyObject *v = given[s] ? PyLong_FromLong(called[s]) : Py_NewRef(PyTuple_GET_ITEM(calls, s));
            if (v == NULL)
                Py_CLEAR(fields[1]);
            else
                PyTuple_SET_ITEM(fields[1], s, v);
        }
    }
    else
        fields[1] = Py_NewRef(calls);
    int tricks_won[4] = {(int)won[0], (int)won[1], (int)won[2], (int)won[3]};
    fields[2] = tt_int_tuple(tricks_won, 4);
    fields[3] = PyLong_FromLong(stopped ? seat : -1);
    fields[4] = PyLong_FromLong(stopped ? PLAY_PHASE : OVER);
    fields[5] = PyLong_FromLong(stopped ? seat : winner);
    fields[6] = PyLong_FromUnsignedLongLong(stopped ? all & ~(hands[0] | hands[1] | hands[2] | hands[3]) : all);
    fields[7] = tt_int_tuple(out, count);
    return tt_cb_build(cls, fields);

fail:
    tt_rng_close(&src);
    return NULL;
}
