/* Rook kernels: the game's tables in a capsule, the legal-move mask and the fused random playout.
 *
 * References: tricktable/games/rook/rules.py (RookGame.legal_mask, random_action) and playout.py
 * (random_playout). Cards are indices id - 64 (0-55 the colours, 56 the bird), hands 57-bit masks. The playout
 * draws as the reference does (random() for a bid, getrandbits(26) per discarded card and per card chosen among
 * several, getrandbits(2) for trump), in the same order, so both reach the same final state and leave the
 * generator in the same state. It takes only an exact random.Random (its state is advanced in place); for any
 * other generator, and for any state whose fields it cannot represent or whose hands disagree with the trick,
 * it answers NotImplemented and the reference runs (games/rook/dispatch.py).
 */
#include "rook_tables.h"
#include "mt.h"

#include <stdlib.h>

#define ROOK_BID 0
#define ROOK_EXCHANGE 1
#define ROOK_TRUMP 2
#define ROOK_PLAY 3
#define PASSED (-1)
#define UNSPOKEN (-2)
#define STEP_DISCARD (-2) /* the history steps a playout returns: (seat, bid value | PASSED | these) */
#define STEP_TRUMP (-3)
#define BIG 1000000000L

int tt_rook_mask(PyObject *o, uint64_t *out)
{
    if (!PyLong_Check(o))
        return 0;
    int overflow = 0;
    long long v = PyLong_AsLongLongAndOverflow(o, &overflow);
    if (v == -1 && PyErr_Occurred()) {
        PyErr_Clear();
        return 0;
    }
    if (overflow || v < 0 || v >= (1LL << TT_ROOK_CARDS))
        return 0;
    *out = (uint64_t)v;
    return 1;
}

/* A tuple of n ints in [lo, hi] into out. */
static int read_ints(PyObject *o, int n, long lo, long hi, long *out)
{
    if (!PyTuple_Check(o) || PyTuple_GET_SIZE(o) != n)
        return 0;
    for (int i = 0; i < n; i++)
        if (!tt_get_long(PyTuple_GET_ITEM(o, i), lo, hi, &out[i]))
            return 0;
    return 1;
}

/* A tuple of n card masks into out. */
static int read_masks(PyObject *o, int n, uint64_t *out)
{
    if (!PyTuple_Check(o) || PyTuple_GET_SIZE(o) != n)
        return 0;
    for (int i = 0; i < n; i++)
        if (!tt_rook_mask(PyTuple_GET_ITEM(o, i), &out[i]))
            return 0;
    return 1;
}

static void tables_free(PyObject *capsule)
{
    tt_RookTables *t = PyCapsule_GetPointer(capsule, TT_ROOK_CAPSULE);
    if (t != NULL) {
        Py_XDECREF(t->play_actions);
        Py_XDECREF(t->bid_actions);
        Py_XDECREF(t->pass_action);
        Py_XDECREF(t->trump_actions);
        Py_XDECREF(t->discard_kind);
        Py_XDECREF(t->action_type);
        free(t);
    }
}

/* rook_tables(deck, anytime, counters, suit_mask, suits, follow, led_suit, beat, points, strength, config,
 * play_actions, bid_actions, pass_action, trump_actions, discard_kind, action_type) -> a capsule of the tables (games/rook/dispatch.py builds the arguments from a game's Tables and
 * config), or None when any is outside what the kernels represent (the game then runs in Python). ``config`` is
 * (min_bid, bid_step, top_bid, dealer forced, nest_size, declarer leads, hand_size); the actions are the game's
 * own (the history the playout writes holds them), ``bid_actions`` indexed by bid // step, ``action_type`` the
 * Action named tuple. */
PyObject *tt_rook_tables_new(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 17) {
        PyErr_SetString(PyExc_TypeError, "rook_tables takes 17 arguments");
        return NULL;
    }
    tt_RookTables *T = calloc(1, sizeof *T);
    if (T == NULL)
        return PyErr_NoMemory();
    long v[TT_ROOK_CARDS], cfg[7];
    int ok = tt_rook_mask(args[0], &T->deck) && tt_rook_mask(args[1], &T->anytime) &&
             tt_rook_mask(args[2], &T->counters) && read_masks(args[3], 4, T->suit_mask) && PyTuple_Check(args[4]) &&
             PyTuple_GET_SIZE(args[4]) == 4 && PyTuple_Check(args[5]) && PyTuple_GET_SIZE(args[5]) == 4 &&
             PyTuple_Check(args[6]) && PyTuple_GET_SIZE(args[6]) == 4 && PyTuple_Check(args[7]) &&
             PyTuple_GET_SIZE(args[7]) == 4 && read_ints(args[10], 7, -BIG, BIG, cfg) && PyTuple_Check(args[11]) &&
             PyTuple_GET_SIZE(args[11]) == TT_ROOK_CARDS;
    for (int t = 0; ok && t < 4; t++) {
        ok = read_masks(PyTuple_GET_ITEM(args[4], t), 4, T->suits[t]) &&
             read_masks(PyTuple_GET_ITEM(args[5], t), TT_ROOK_CARDS, T->follow[t]) &&
             read_ints(PyTuple_GET_ITEM(args[6], t), TT_ROOK_CARDS, 0, 3, v) && PyTuple_Check(PyTuple_GET_ITEM(args[7], t)) &&
             PyTuple_GET_SIZE(PyTuple_GET_ITEM(args[7], t)) == 4;
        for (int c = 0; ok && c < TT_ROOK_CARDS; c++)
            T->led_suit[t][c] = (int)v[c];
        for (int led = 0; ok && led < 4; led++) {
            ok = read_ints(PyTuple_GET_ITEM(PyTuple_GET_ITEM(args[7], t), led), TT_ROOK_CARDS, -1, 100000, v);
            for (int c = 0; ok && c < TT_ROOK_CARDS; c++)
                T->beat[t][led][c] = (int)v[c];
        }
    }
    if (ok && (ok = read_ints(args[8], TT_ROOK_CARDS, 0, 100000, v)))
        for (int c = 0; c < TT_ROOK_CARDS; c++)
            T->points[c] = (int)v[c];
    if (ok && (ok = read_ints(args[9], TT_ROOK_CARDS, 0, 100000, v)))
        for (int c = 0; c < TT_ROOK_CARDS; c++)
            T->strength[c] = (int)v[c];
    if (ok) {
        T->min_bid = (int)cfg[0], T->step = (int)cfg[1], T->top = (int)cfg[2], T->forced = cfg[3] != 0;
        T->nest_size = (int)cfg[4], T->declarer_leads = cfg[5] != 0, T->total = (int)cfg[6];
        /* bids the kernel makes are always one of the game's bid actions: step | min_bid <= top */
        ok = T->step > 0 && T->step <= 10000 && T->min_bid >= T->step && T->min_bid % T->step == 0 &&
             T->min_bid <= T->top && T->top <= 100000 && T->nest_size >= 0 && T->nest_size <= TT_ROOK_CARDS &&
             T->total >= 1 && T->total <= 14 && PyTuple_Check(args[12]) &&
             PyTuple_GET_SIZE(args[12]) == T->top / T->step + 1 && PyTuple_Check(args[14]) &&
             PyTuple_GET_SIZE(args[14]) == 4 && PyType_Check(args[16]) &&
             PyType_IsSubtype((PyTypeObject *)args[16], &PyTuple_Type);
        for (int t = 0; ok && t < 4; t++) { /* each trump's suits split the deck */
            uint64_t all = 0;
            for (int s = 0; s < 4; s++) {
                ok &= !(all & T->suits[t][s]);
                all |= T->suits[t][s];
            }
            ok &= all == T->deck;
        }
    }
    if (!ok) {
        free(T);
        Py_RETURN_NONE;
    }
    for (int t = 0; t < 4; t++) /* rook_rollout._tables: (points, trump or not, strength, index) as one int */
        for (int j = 0; j < TT_ROOK_CARDS; j++)
            T->cheap[t][j] = (((long long)T->points[j] * 2 + (T->led_suit[t][j] == t)) * 512 + T->strength[j]) * 64 + j;
    for (int c = 0; c < 4; c++) { /* RookAdapter.order: sorted(indices, key=-strength), stable */
        int n = 0;
        for (int j = 0; j < TT_ROOK_CARDS; j++)
            if (T->suit_mask[c] >> j & 1) {
                int i = n++;
                while (i > 0 && T->strength[T->order[c][i - 1]] < T->strength[j]) {
                    T->order[c][i] = T->order[c][i - 1];
                    i--;
                }
                T->order[c][i] = j;
            }
        T->order_len[c] = n;
    }
    for (int t = 0; t < 4; t++) { /* rook_solver._suit_tables */
        for (int ix = 0; ix < TT_ROOK_CARDS; ix++)
            T->own[t][ix] = T->beat[t][T->led_suit[t][ix]][ix];
        for (int ix = 0; ix < TT_ROOK_CARDS; ix++) {
            int n = 0;
            for (int j = 0; j < TT_ROOK_CARDS; j++) { /* deck order, then a stable sort by strength, strongest first */
                if (!(T->deck >> j & 1) || T->led_suit[t][j] != T->led_suit[t][ix] || T->own[t][j] >= T->own[t][ix])
                    continue;
                int i = n++;
                while (i > 0 && T->own[t][T->weaker[t][ix][i - 1]] < T->own[t][j]) {
                    T->weaker[t][ix][i] = T->weaker[t][ix][i - 1];
                    i--;
                }
                T->weaker[t][ix][i] = (signed char)j;
            }
            T->n_weaker[t][ix] = (unsigned char)n;
        }
    }
    T->play_actions = Py_NewRef(args[11]);
    T->bid_actions = Py_NewRef(args[12]);
    T->pass_action = Py_NewRef(args[13]);
    T->trump_actions = Py_NewRef(args[14]);
    T->discard_kind = Py_NewRef(args[15]);
    T->action_type = Py_NewRef(args[16]);
    PyObject *capsule = PyCapsule_New(T, TT_ROOK_CAPSULE, tables_free);
    if (capsule == NULL) {
        Py_DECREF(T->play_actions);
        Py_DECREF(T->bid_actions);
        Py_DECREF(T->pass_action);
        Py_DECREF(T->trump_actions);
        Py_DECREF(T->discard_kind);
        Py_DECREF(T->action_type);
        free(T);
    }
    return capsule;
}

int tt_rook_read_play(const tt_RookTables *T, PyObject *hands, PyObject *played, PyObject *trick, PyObject *leader,
                      PyObject *seat, PyObject *tally, PyObject *trump, tt_RookPlay *p)
{
    long v[4];
    if (!read_masks(hands, 4, p->hands) || !tt_rook_mask(played, &p->played) || !PyTuple_Check(trick) ||
        PyTuple_GET_SIZE(trick) > 3 || !tt_get_long(leader, 0, 3, &v[0]) || !tt_get_long(seat, 0, 3, &v[1]) ||
        !tt_get_long(trump, 0, 3, &v[2]) || !read_ints(tally, 4, -BIG, BIG, p->tally))
        return 0;
    p->leader = (int)v[0], p->seat = (int)v[1], p->trump = (int)v[2];
    p->n = (int)PyTuple_GET_SIZE(trick);
    for (int i = 0; i < p->n; i++) {
        if (!tt_get_long(PyTuple_GET_ITEM(trick, i), 0, TT_ROOK_CARDS - 1, &v[0]) || !(T->deck >> v[0] & 1))
            return 0;
        p->trick[i] = (int)v[0];
    }
    p->left = T->total - (int)p->tally[2] - (int)p->tally[3];
    if (p->tally[2] < 0 || p->tally[3] < 0 || p->left < 1 || p->seat != ((p->leader + p->n) & 3))
        return 0;
    for (int s = 0; s < 4; s++) { /* what each seat holds: one card fewer once it has played to this trick */
        uint64_t held = p->hands[s] & ~p->played;
        if (held & ~T->deck || __builtin_popcountll(held) != p->left - (((s - p->leader) & 3) < p->n))
            return 0;
    }
    return 1;
}

/* rook_legal_mask(tables, hand, lead, trump) -> RookGame.legal_mask's mask of ``hand`` on a trick led with card
 * index ``lead`` (-1: leading), or NotImplemented. */
PyObject *tt_rook_legal_mask(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 4) {
        PyErr_SetString(PyExc_TypeError, "rook_legal_mask takes 4 arguments");
        return NULL;
    }
    const tt_RookTables *T = tt_rook_tables(args[0]);
    uint64_t hand;
    long lead, trump;
    if (T == NULL || !tt_rook_mask(args[1], &hand) || !tt_get_long(args[2], -1, TT_ROOK_CARDS - 1, &lead) ||
        !tt_get_long(args[3], lead < 0 ? -1 : 0, 3, &trump))
        Py_RETURN_NOTIMPLEMENTED;
    return PyLong_FromUnsignedLongLong(tt_rook_legal(T, lead < 0 ? 0 : (int)trump, hand, (int)lead));
}

static inline uint32_t bits26(tt_RandomObject *r) { return tt_genrand_uint32(r) >> 6; }

/* playout.draw_discard: ``size`` cards of ``hand`` (holding at least that many) by a partial Fisher-Yates. */
static uint64_t draw_discard(tt_RandomObject *r, uint64_t hand, int size)
{
    int ixs[64], n = 0;
    for (uint64_t m = hand; m; m &= m - 1)
        ixs[n++] = __builtin_ctzll(m);
    uint64_t out = 0;
    for (int i = 0; i < size; i++) {
        int j = i + (int)(((uint64_t)bits26(r) * (uint64_t)(n - i)) >> 26);
        int pick = ixs[j];
        ixs[j] = ixs[i];
        out |= ((uint64_t)1) << pick;
    }
    return out;
}

/* A card drawn as RookGame.random_action plays: the k-th legal card counting suit by suit, lowest first, k uniform
 * (no draw when only one card is legal). */
static int pick(const tt_RookTables *T, tt_RandomObject *r, int trump, uint64_t hand, int lead)
{
    uint64_t legal = tt_rook_legal(T, trump, hand, lead), part = 0;
    int n = __builtin_popcountll(legal);
    int k = n > 1 ? (int)(((uint64_t)bits26(r) * (uint64_t)n) >> 26) : 0;
    for (int s = 0; s < 4; s++) {
        part = legal & T->suits[trump][s];
        int c = __builtin_popcountll(part);
        if (k < c)
            break;
        k -= c;
    }
    return tt_nth_bit(part, k);
}

/* The game's own random.Random, or NULL when the kernel may not advance it in place. */
static tt_RandomObject *fast_rng(PyObject *rng)
{
    static const char *const names[] = {"random", "getrandbits", "randrange", "_randbelow", NULL};
    if (!tt_fast_ok || !Py_IS_TYPE(rng, tt_random_type) || tt_shadowed(rng, names))
        return NULL;
    tt_RandomObject *r = (tt_RandomObject *)rng;
    return r->index >= 0 && r->index <= MT_N ? r : NULL;
}

/* The Action of one history step (a bid, PASSED, STEP_DISCARD of ``nest``, STEP_TRUMP naming ``trump``): new. */
static PyObject *step_action(const tt_RookTables *T, int v, uint64_t nest, long trump)
{
    if (v == PASSED)
        return Py_NewRef(T->pass_action);
    if (v == STEP_TRUMP)
        return Py_NewRef(PyTuple_GET_ITEM(T->trump_actions, trump));
    if (v >= 0)
        return Py_NewRef(PyTuple_GET_ITEM(T->bid_actions, v / T->step));
    int ids[TT_ROOK_CARDS], n = 0; /* Action(DISCARD, 0, ids_of(nest)) */
    for (uint64_t m = nest; m; m &= m - 1)
        ids[n++] = __builtin_ctzll(m) + 64;
    PyTypeObject *type = (PyTypeObject *)T->action_type;
    PyObject *cards = tt_int_tuple(ids, n), *zero = PyLong_FromLong(0), *act = NULL;
    if (cards != NULL && zero != NULL && (act = type->tp_alloc(type, 3)) != NULL) {
        PyTuple_SET_ITEM(act, 0, Py_NewRef(T->discard_kind));
        PyTuple_SET_ITEM(act, 1, zero);
        PyTuple_SET_ITEM(act, 2, cards);
        return act;
    }
    Py_XDECREF(cards);
    Py_XDECREF(zero);
    return NULL;
}

/* rook_playout(tables, rng, phase, seat, dealer, hands, nest, bids, high, declarer, trump, played, trick, leader,
 * tally, history) -> the reference's final state as plain values, or NotImplemented. ``phase`` is 0 bid,
 * 1 exchange, 2 trump, 3 play; the other arguments are the state's fields (``bids`` read in the bid phase only).
 * The answer is (history, bids, high, declarer, nest, trump, hands, last, tally, winner, nest_points): ``history``
 * the state's with every step appended as the reference writes it (the play as one TRICKS node); ``bids`` None
 * unless the auction ran; ``last`` None after four passes (a redeal), else the last trick's (leader, cards). */
PyObject *tt_rook_playout(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 16) {
        PyErr_SetString(PyExc_TypeError, "rook_playout takes 16 arguments");
        return NULL;
    }
    const tt_RookTables *T = tt_rook_tables(args[0]);
    tt_RandomObject *r = fast_rng(args[1]);
    long phase, seat, dealer, high, declarer, trump, bids[4] = {UNSPOKEN, UNSPOKEN, UNSPOKEN, UNSPOKEN};
    uint64_t hands[4], nest;
    if (T == NULL || r == NULL || !tt_get_long(args[2], 0, 3, &phase) || !tt_get_long(args[3], 0, 3, &seat) ||
        !tt_get_long(args[4], 0, 3, &dealer) || !read_masks(args[5], 4, hands) || !tt_rook_mask(args[6], &nest) ||
        !tt_get_long(args[8], 0, T->top, &high) || !tt_get_long(args[9], -1, 3, &declarer) ||
        !tt_get_long(args[10], -1, 3, &trump))
        Py_RETURN_NOTIMPLEMENTED;
    int passed = 0, auction = phase == ROOK_BID, phase_in_play = phase == ROOK_PLAY;
    if (phase == ROOK_BID) { /* bids: None, PASSED or a bid the game has; high a bid too (or 0) */
        PyObject *b = args[7];
        if (!PyTuple_Check(b) || PyTuple_GET_SIZE(b) != 4 || high % T->step || (high && high < T->min_bid))
            Py_RETURN_NOTIMPLEMENTED;
        for (int s = 0; s < 4; s++) {
            PyObject *x = PyTuple_GET_ITEM(b, s);
            if (x != Py_None && !tt_get_long(x, PASSED, T->top, &bids[s]))
                Py_RETURN_NOTIMPLEMENTED;
            passed += bids[s] == PASSED;
        }
        if (passed >= 4)
            Py_RETURN_NOTIMPLEMENTED;
    }
    for (int s = 0; s < 4 && phase != ROOK_PLAY; s++) { /* the hands the play will start from hold a trick each */
        int held = __builtin_popcountll(hands[s]);
        if (phase == ROOK_BID && (hands[s] & nest || __builtin_popcountll(nest) != T->nest_size))
            Py_RETURN_NOTIMPLEMENTED; /* whoever takes the nest then holds it whole */
        if (held != T->total + (phase == ROOK_EXCHANGE && s == seat ? T->nest_size : 0))
            Py_RETURN_NOTIMPLEMENTED;
    }
    tt_RookPlay p;
    if (phase == ROOK_PLAY && !tt_rook_read_play(T, args[5], args[11], args[12], args[13], args[3], args[14], args[10], &p))
        Py_RETURN_NOTIMPLEMENTED;
    if (phase == ROOK_TRUMP && T->declarer_leads && declarer < 0)
        Py_RETURN_NOTIMPLEMENTED;
    for (int s = 0; s < 4; s++)
        if (hands[s] & ~T->deck)
            Py_RETURN_NOTIMPLEMENTED;

    int steps[2 * 64], n_steps = 0, redeal = 0;
    if (phase == ROOK_BID) { /* playout.random_playout's auction */
        for (;;) {
            if (n_steps >= 2 * 60)
                Py_RETURN_NOTIMPLEMENTED; /* unreachable: every step passes or raises the bid */
            long low = high == 0 ? T->min_bid : high + T->step;
            int may_pass = !(T->forced && high == 0 && seat == dealer && passed == 3);
            long n = 1;
            if (may_pass) { /* (top - low) // step + 1, Python's floor division */
                long d = T->top - low;
                n = (d >= 0 ? d / T->step : -((-d + T->step - 1) / T->step)) + 1;
            }
            tt_Rng src = {r, NULL, NULL};
            long k = (long)(tt_random(&src) * (double)(n + may_pass));
            steps[n_steps++] = (int)seat;
            if (k == n) {
                bids[seat] = PASSED;
                passed++;
                steps[n_steps++] = PASSED;
            }
            else {
                bids[seat] = high = low + k * T->step;
                declarer = seat;
                steps[n_steps++] = (int)high;
            }
            if (passed == 4) {
                redeal = 1;
                break;
            }
            if (declarer >= 0 && (passed == 3 || high >= T->top))
                break;
            seat = (seat + 1) & 3;
            while (bids[seat] == PASSED)
                seat = (seat + 1) & 3;
        }
        if (!redeal) {
            seat = declarer;
            if (nest) {
                hands[declarer] |= nest;
                phase = ROOK_EXCHANGE;
            }
            else
                phase = ROOK_TRUMP;
        }
    }
    if (!redeal && phase == ROOK_EXCHANGE) { /* playout.draw_legal_discard */
        uint64_t hand = hands[seat], plain = hand & ~T->counters;
        int have = __builtin_popcountll(plain), size = T->nest_size;
        if (!T->counters)
            nest = draw_discard(r, hand, size);
        else if (have >= size)
            nest = draw_discard(r, plain, size);
        else
            nest = plain | draw_discard(r, hand & T->counters, size - have);
        hands[seat] &= ~nest;
        steps[n_steps++] = (int)seat;
        steps[n_steps++] = STEP_DISCARD;
        phase = ROOK_TRUMP;
    }
    if (!redeal && phase == ROOK_TRUMP) {
        trump = tt_genrand_uint32(r) >> 30;
        steps[n_steps++] = (int)seat;
        steps[n_steps++] = STEP_TRUMP;
        seat = T->declarer_leads ? declarer : (dealer + 1) & 3;
        p.played = 0;
        p.n = 0;
        p.leader = p.seat = (int)seat;
        p.trump = (int)trump;
        p.left = T->total;
        for (int s = 0; s < 4; s++) {
            p.hands[s] = hands[s];
            p.tally[s] = 0;
        }
    }

    PyObject *done = NULL;
    int winner = -1, t = redeal ? 0 : p.trump;
    if (!redeal) { /* playout._play_out */
        uint64_t held[4];
        for (int s = 0; s < 4; s++)
            held[s] = p.hands[s] & ~p.played;
        if ((done = PyList_New(0)) == NULL)
            return NULL;
        int *c = p.trick, s = p.seat;
        for (;;) {
            for (; p.n < 4; p.n++, s = (s + 1) & 3) {
                c[p.n] = pick(T, r, t, held[s], p.n ? c[0] : -1);
                held[s] ^= ((uint64_t)1) << c[p.n];
            }
            winner = (p.leader + tt_rook_best_of_four(T, t, c)) & 3;
            long won = T->points[c[0]] + T->points[c[1]] + T->points[c[2]] + T->points[c[3]];
            p.tally[winner & 1] += won;
            p.tally[2 + (winner & 1)] += 1;
            PyObject *cards = tt_int_tuple(c, 4), *item = cards ? PyTuple_New(2) : NULL;
            if (item != NULL) { /* (leader, cards) */
                PyTuple_SET_ITEM(item, 0, PyLong_FromLong(p.leader)); /* a small int: cached, never fails */
                PyTuple_SET_ITEM(item, 1, cards);
            }
            else
                Py_XDECREF(cards);
            if (item == NULL || PyList_Append(done, item) < 0) {
                Py_XDECREF(item);
                Py_DECREF(done);
                return NULL;
            }
            Py_DECREF(item);
            if (--p.left == 0)
                break;
            p.leader = s = winner;
            p.n = 0;
        }
    }
    PyObject *history = Py_NewRef(args[15]);
    for (int i = 0; i < n_steps && history != NULL; i += 2)
        history = tt_link(history, steps[i], step_action(T, steps[i + 1], nest, trump));
    if (history != NULL && !redeal) /* (history, TRICKS, (skip, tricks, actions)) */
        history = Py_BuildValue("(Ni(iOO))", history, -2, phase_in_play ? (int)PyTuple_GET_SIZE(args[12]) : 0, done,
                                T->play_actions);
    if (history == NULL) {
        Py_XDECREF(done);
        return NULL;
    }
    PyObject *bids_out;
    if (auction) {
        PyObject *b[4];
        for (int s = 0; s < 4; s++)
            b[s] = bids[s] == UNSPOKEN ? Py_NewRef(Py_None) : PyLong_FromLong(bids[s]);
        bids_out = Py_BuildValue("(NNNN)", b[0], b[1], b[2], b[3]);
    }
    else
        bids_out = Py_NewRef(Py_None);
    PyObject *hands_out = Py_BuildValue("(KKKK)", (unsigned long long)hands[0], (unsigned long long)hands[1],
                                        (unsigned long long)hands[2], (unsigned long long)hands[3]);
    if (redeal)
        return Py_BuildValue("(NNllKlNOOii)", history, bids_out, high, declarer, (unsigned long long)nest, trump,
                             hands_out, Py_None, Py_None, winner, 0);
    int nest_points = 0;
    for (uint64_t m = nest; m; m &= m - 1)
        nest_points += T->points[__builtin_ctzll(m)];
    PyObject *last = PyList_GET_ITEM(done, PyList_GET_SIZE(done) - 1);
    PyObject *out = Py_BuildValue("(NNllKlNO(llll)ii)", history, bids_out, high, declarer, (unsigned long long)nest,
                                  (long)t, hands_out, last, p.tally[0], p.tally[1], p.tally[2], p.tally[3], winner,
                                  nest_points);
    Py_DECREF(done);
    return out;
}

/* The mask of ``n`` card ids from ``items`` into *out, adding to *all: 1, or 0 when a card is not an int id of the
 * deck (then the deal is not one the kernel answers for). A card given twice leaves another missing from *all. */
static int deal_cards(const tt_RookTables *T, PyObject *const *items, Py_ssize_t n, uint64_t *out, uint64_t *all)
{
    uint64_t m = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        long id;
        if (!tt_get_long(items[i], 64, 64 + TT_ROOK_CARDS - 1, &id))
            return 0;
        uint64_t bit = ((uint64_t)1) << (id - 64);
        if (!(T->deck & bit))
            return 0;
        m |= bit;
        *all |= bit;
    }
    *out = m;
    return 1;
}

/* rook_deal(tables, hands, extra) -> ((mask of each hand), nest mask) for a deal RookGame.start_hand accepts, or
 * NotImplemented. ``hands`` and ``extra`` are the Deal's fields (tuples or lists of card ids). The kernel answers
 * only for four hands of hand_size cards and a nest of nest_size cards that together hold every card of the deck
 * once, each an int id; for anything else the reference runs (it accepts no more than that, raises the error that
 * says what is wrong, and reads unusual ids its own way). */
PyObject *tt_rook_deal(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "rook_deal takes 3 arguments");
        return NULL;
    }
    const tt_RookTables *T = tt_rook_tables(args[0]);
    PyObject *hands = args[1], *extra = args[2];
    if (T == NULL || !(PyTuple_CheckExact(hands) || PyList_CheckExact(hands)) || PySequence_Fast_GET_SIZE(hands) != 4 ||
        !(PyTuple_CheckExact(extra) || PyList_CheckExact(extra)) || PySequence_Fast_GET_SIZE(extra) != T->nest_size)
        Py_RETURN_NOTIMPLEMENTED;
    uint64_t masks[4], nest, all = 0;
    for (int s = 0; s < 4; s++) {
        PyObject *h = PySequence_Fast_GET_ITEM(hands, s);
        if (!(PyTuple_CheckExact(h) || PyList_CheckExact(h)) || PySequence_Fast_GET_SIZE(h) != T->total ||
            !deal_cards(T, PySequence_Fast_ITEMS(h), T->total, &masks[s], &all))
            Py_RETURN_NOTIMPLEMENTED;
    }
    if (!deal_cards(T, PySequence_Fast_ITEMS(extra), T->nest_size, &nest, &all) || all != T->deck)
        Py_RETURN_NOTIMPLEMENTED;
    return Py_BuildValue("((KKKK)K)", (unsigned long long)masks[0], (unsigned long long)masks[1],
                         (unsigned long long)masks[2], (unsigned long long)masks[3], (unsigned long long)nest);
}
