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
    if (!PyTuple_Check(state) || PyTuple_GET_SIZE(state) != 8 || !PyType_Check(cls) ||
        !PyType_IsSubtype((PyTypeObject *)cls, &PyTuple_Type))
        Py_RETURN_NOTIMPLEMENTED;
    PyObject *info = PyTuple_GET_ITEM(state, 0), *calls = PyTuple_GET_ITEM(state, 1);
    PyObject *tricks = PyTuple_GET_ITEM(state, 2), *order = PyTuple_GET_ITEM(state, 7);
    long phase, seat, leader, min_call, max_call, head, tail, dealer = 0, won[4], called[4];
    int overtrump, given[4] = {0, 0, 0, 0};
    uint64_t played, deal[4];
    if (!tt_get_long(PyTuple_GET_ITEM(state, 4), 0, 2, &phase) || !tt_get_long(args[6], 0, 13, &tail) ||
        !PyTuple_Check(order) || PyTuple_GET_SIZE(order) > 52)
        Py_RETURN_NOTIMPLEMENTED;
    int count = (int)PyTuple_GET_SIZE(order);
    if (phase == OVER || (tail && phase == PLAY_PHASE && !(count & 3) && 52 - count <= 4 * tail))
        return Py_NewRef(state);
    if (!tt_get_long(PyTuple_GET_ITEM(state, 3), 0, 3, &seat) || !tt_get_long(PyTuple_GET_ITEM(state, 5), 0, 3, &leader) ||
        !tt_get_mask(PyTuple_GET_ITEM(state, 6), &played) || !tt_get_long(args[2], 0, 13, &min_call) ||
        !tt_get_long(args[3], min_call, 13, &max_call) || !tt_get_long(args[4], -1000, 1000, &head) ||
        !tt_get_flag(args[5], &overtrump) || !PyTuple_Check(info) || PyTuple_GET_SIZE(info) < 3 ||
        !PyTuple_Check(calls) || PyTuple_GET_SIZE(calls) != 4 || !PyTuple_Check(tricks) || PyTuple_GET_SIZE(tricks) != 4)
        Py_RETURN_NOTIMPLEMENTED;
    PyObject *dealt = PyTuple_GET_ITEM(info, 2);
    if (!PyTuple_Check(dealt) || PyTuple_GET_SIZE(dealt) != 4)
        Py_RETURN_NOTIMPLEMENTED;
    for (int s = 0; s < 4; s++)
        if (!tt_get_mask(PyTuple_GET_ITEM(dealt, s), &deal[s]) ||
            !tt_get_long(PyTuple_GET_ITEM(tricks, s), -1000, 1000, &won[s]))
            Py_RETURN_NOTIMPLEMENTED;
    if (phase == BID_PHASE) {
        if (!tt_get_long(PyTuple_GET_ITEM(info, 0), 0, 3, &dealer))
            Py_RETURN_NOTIMPLEMENTED;
        for (long s = seat;; s = (s + 1) & 3) { /* the seats that call now */
            given[s] = 1;
            if (s == dealer)
                break;
        }
    }
    for (int s = 0; s < 4; s++) /* every call the play reads must be a number */
        if (!given[s] && !tt_get_long(PyTuple_GET_ITEM(calls, s), -1000, 1000, &called[s]))
            Py_RETURN_NOTIMPLEMENTED;
    int out[52];
    for (int i = 0; i < count; i++) {
        long c;
        if (!tt_get_long(PyTuple_GET_ITEM(order, i), 0, 51, &c))
            Py_RETURN_NOTIMPLEMENTED;
        out[i] = (int)c;
    }

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
        for (int s = 0; fields[1] != NULL && s < 4; s++)
            PyTuple_SET_ITEM(fields[1], s, given[s] ? PyLong_FromLong(called[s]) : Py_NewRef(PyTuple_GET_ITEM(calls, s)));
    }
    else
        fields[1] = Py_NewRef(calls);
    fields[2] = Py_BuildValue("(llll)", won[0], won[1], won[2], won[3]);
    fields[3] = PyLong_FromLong(stopped ? seat : -1);
    fields[4] = PyLong_FromLong(stopped ? PLAY_PHASE : OVER);
    fields[5] = PyLong_FromLong(stopped ? seat : winner);
    fields[6] = PyLong_FromUnsignedLongLong(stopped ? all & ~(hands[0] | hands[1] | hands[2] | hands[3]) : all);
    fields[7] = PyTuple_New(count);
    for (int i = 0; fields[7] != NULL && i < count; i++)
        PyTuple_SET_ITEM(fields[7], i, PyLong_FromLong(out[i]));
    int complete = 1;
    for (int i = 0; i < 8; i++)
        complete &= fields[i] != NULL;
    for (int i = 0; complete && i < 4; i++) /* the items of the new calls and order tuples */
        complete &= phase != BID_PHASE || PyTuple_GET_ITEM(fields[1], i) != NULL;
    for (int i = 0; complete && i < count; i++)
        complete &= PyTuple_GET_ITEM(fields[7], i) != NULL;
    PyTypeObject *type = (PyTypeObject *)cls;
    PyObject *result = NULL;
    if (complete)
        result = type == &PyTuple_Type ? PyTuple_New(8) : type->tp_alloc(type, 8);
    if (result == NULL) {
        for (int i = 0; i < 8; i++)
            Py_XDECREF(fields[i]);
        return NULL;
    }
    for (int i = 0; i < 8; i++)
        PyTuple_SET_ITEM(result, i, fields[i]);
    return result;

fail:
    tt_rng_close(&src);
    return NULL;
}
