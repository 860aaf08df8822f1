/* Callbreak kernels: the legal-move mask and the fused random playout.
 *
 * References: tricktable/games/callbreak/state.py (legal_mask) and playout.py (random_playout). Card ids are
 * suit * 13 + rank, spades (trump) are 0-12; hands are 52-bit masks. The playout draws from the generator exactly
 * as the reference does (one random() per call or card, the same uniform choice among the same cards, in the same
 * order), so both reach the same final state and leave the generator in the same state.
 */
#include "kernels.h"
#include "mt.h"

#define SUIT(c) ((c) / 13)
#define BASE(c) ((c) - (c) % 13)
#define SUIT_MASK(s) (((uint64_t)8191) << (13 * (s)))
/* the cards of c's suit above c */
#define ABOVE(c) (SUIT_MASK(SUIT(c)) & ~((((uint64_t)2) << (c)) - 1))
#define HEAD_UNTIL_TRUMPED 2
#define BID_PHASE 0
#define OVER 2

/* legal_mask(hand, trick, must_head, must_overtrump) -> int, or NotImplemented outside the kernel's domain. */
PyObject *tt_callbreak_legal_mask(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 4) {
        PyErr_SetString(PyExc_TypeError, "callbreak_legal_mask takes 4 arguments");
        return NULL;
    }
    uint64_t hand;
    long head;
    int overtrump;
    PyObject *trick = args[1];
    if (!tt_get_mask(args[0], &hand) || !PyTuple_Check(trick) || PyTuple_GET_SIZE(trick) > TT_DECK_BITS ||
        !tt_get_long(args[2], -1000, 1000, &head) || !tt_get_flag(args[3], &overtrump))
        Py_RETURN_NOTIMPLEMENTED;
    Py_ssize_t n = PyTuple_GET_SIZE(trick);
    if (n == 0)
        return Py_NewRef(args[0]);
    int cards[TT_DECK_BITS] = {0};
    for (Py_ssize_t i = 0; i < n; i++) {
        long c;
        if (!tt_get_long(PyTuple_GET_ITEM(trick, i), 0, 51, &c))
            Py_RETURN_NOTIMPLEMENTED;
        cards[i] = (int)c;
    }
    int led = SUIT(cards[0]);
    uint64_t follow = hand & SUIT_MASK(led);
    if (follow) {
        int lowest = 52;
        for (Py_ssize_t i = 0; i < n; i++)
            lowest = cards[i] < lowest ? cards[i] : lowest;
        if (head && !(head == HEAD_UNTIL_TRUMPED && led && lowest < 13)) { /* trumped: a spade, id < 13 */
            int best = -1;
            for (Py_ssize_t i = 0; i < n; i++)
                if (cards[i] > best && SUIT(cards[i]) == led)
                    best = cards[i];
            uint64_t higher = follow & ABOVE(best);
            if (higher)
                return PyLong_FromUnsignedLongLong(higher);
        }
        return PyLong_FromUnsignedLongLong(follow);
    }
    if (overtrump) {
        uint64_t spades = hand & SUIT_MASK(0);
        if (spades) {
            int top = -1;
            for (Py_ssize_t i = 0; i < n; i++)
                if (cards[i] < 13 && cards[i] > top)
                    top = cards[i];
            if (top < 0)
                return PyLong_FromUnsignedLongLong(spades);
            uint64_t higher = spades & ABOVE(top);
            if (higher)
                return PyLong_FromUnsignedLongLong(higher);
        }
    }
    return PyLong_FromUnsignedLongLong(hand);
}

/* The reference raises this when a seat to play holds no card (a state whose hands and plays disagree). */
static PyObject *empty_hand(void)
{
    PyErr_SetString(PyExc_AssertionError, "unreachable: k is below the number of cards held");
    return NULL;
}

/* A draw among the cards of m (as the reference: int(random() * count), the k-th lowest); -1 with an exception
 * set on failure, after the one draw the reference also makes. */
static int pick(tt_Rng *src, uint64_t m)
{
    int count = __builtin_popcountll(m);
    if (count == 0) {
        if (tt_random(src) >= 0.0)
            empty_hand();
        return -1;
    }
    int k = tt_below(src, count);
    return k < 0 ? -1 : tt_nth_bit(m, k);
}

/* random_playout(state, rng, min_call, n_calls, head, overtrump, cls) -> the final state as a ``cls`` (a tuple
 * type), or NotImplemented outside the kernel's domain. The arguments are the reference's; ``cls`` is
 * CallbreakState. */
PyObject *tt_callbreak_playout(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 7) {
        PyErr_SetString(PyExc_TypeError, "callbreak_playout takes 7 arguments");
        return NULL;
    }
    PyObject *state = args[0], *rng = args[1], *cls = args[6];
    tt_CbState st;
    long min_call, n_calls, head;
    int overtrump;
    int got = tt_cb_unpack(state, cls, &st);
    if (got == 0)
        Py_RETURN_NOTIMPLEMENTED;
    if (got == 2)
        return Py_NewRef(state);
    if (!tt_get_long(args[2], -1000, 1000, &min_call) || !tt_get_long(args[3], 1, 1000, &n_calls) ||
        !tt_get_long(args[4], -1000, 1000, &head) || !tt_get_flag(args[5], &overtrump))
        Py_RETURN_NOTIMPLEMENTED;
    PyObject *info = st.info, *calls = st.calls;
    long phase = st.phase, seat = st.seat, leader = st.leader, dealer = st.dealer, *won = st.won;
    uint64_t played = st.played, *deal = st.deal;
    int *out = st.order, count = st.count;

    tt_Rng src;
    if (tt_rng_open(&src, rng) < 0)
        return NULL;
    long called[4];
    int changed[4] = {0, 0, 0, 0};
    if (phase == BID_PHASE) { /* the remaining calls, up to the dealer's; the dealer's next seat then leads */
        for (;;) {
            int k = tt_below(&src, (int)n_calls);
            if (k < 0)
                goto fail;
            called[seat] = min_call + k;
            changed[seat] = 1;
            if (seat == dealer)
                break;
            seat = (seat + 1) & 3;
        }
        seat = leader = (dealer + 1) & 3;
    }
    uint64_t hands[4];
    for (int s = 0; s < 4; s++)
        hands[s] = deal[s] & ~played;
    int n = count & 3, base = -1, best = -1, top = -1, winner = (int)leader;
    if (n) { /* the trick so far: led suit, its highest card, the highest trump on another suit, who is winning */
        int lead = out[count - n];
        base = BASE(lead);
        best = lead;
        for (int i = 0; i < n; i++) {
            int c = out[count - n + i];
            if (BASE(c) == base) {
                if (c > best) {
                    best = c;
                    if (top < 0)
                        winner = (int)((leader + i) & 3);
                }
            }
            else if (c < 13 && c > top) {
                top = c;
                winner = (int)((leader + i) & 3);
            }
        }
    }
    while (count < 52) {
        uint64_t hand = hands[seat];
        int card;
        if (n == 0) { /* leading: any card */
            card = pick(&src, hand);
            if (card < 0)
                goto fail;
            base = BASE(card);
            best = card;
            top = -1;
            winner = (int)seat;
        }
        else {
            uint64_t follow = hand & (((uint64_t)8191) << base);
            if (follow) { /* following suit (above the best card so far if it must head and can) */
                if (head && !(head == HEAD_UNTIL_TRUMPED && top >= 0)) {
                    uint64_t higher = follow & ABOVE(best);
                    if (higher)
                        follow = higher;
                }
                card = pick(&src, follow);
                if (card < 0)
                    goto fail;
                if (card > best) {
                    best = card;
                    if (top < 0)
                        winner = (int)seat;
                }
            }
            else { /* void in the led suit (never spades then: no spade is held) */
                card = -1;
                uint64_t spades = hand & SUIT_MASK(0);
                if (overtrump && spades) {
                    uint64_t higher = top < 0 ? spades : spades & ABOVE(top);
                    if (higher && (card = pick(&src, higher)) < 0)
                        goto fail;
                }
                if (card < 0 && (card = pick(&src, hand)) < 0)
                    goto fail;
                if (card < 13 && card > top) {
                    top = card;
                    winner = (int)seat;
                }
            }
        }
        hands[seat] = hand ^ (((uint64_t)1) << card);
        out[count++] = card;
        if (n == 3) {
            won[winner] += 1;
            seat = winner;
            n = 0;
        }
        else {
            seat = (seat + 1) & 3;
            n++;
        }
    }
    tt_rng_close(&src);

    PyObject *new_calls;
    if (phase == BID_PHASE) {
        new_calls = PyTuple_New(4);
        for (int s = 0; new_calls != NULL && s < 4; s++) {
            PyObject *v = changed[s] ? PyLong_FromLong(called[s]) : Py_NewRef(PyTuple_GET_ITEM(calls, s));
            if (v == NULL)
                Py_CLEAR(new_calls);
            else
                PyTuple_SET_ITEM(new_calls, s, v);
        }
    }
    else
        new_calls = Py_NewRef(calls);
    int tricks_won[4] = {(int)won[0], (int)won[1], (int)won[2], (int)won[3]};
    PyObject *fields[8] = {
        Py_NewRef(info), new_calls, tt_int_tuple(tricks_won, 4), PyLong_FromLong(-1), PyLong_FromLong(OVER),
        PyLong_FromLong(winner), PyLong_FromUnsignedLongLong(played | deal[0] | deal[1] | deal[2] | deal[3]),
        tt_int_tuple(out, 52),
    };
    return tt_cb_build(cls, fields);

fail:
    tt_rng_close(&src);
    return NULL;
}
