/* Shared helpers of the kernels: reading Python values into C within a checked domain.
 *
 * Every kernel accepts exactly the inputs whose every field it can represent (right types, in range); for any
 * other input it returns NotImplemented *before drawing or changing anything*, and the Python caller runs the
 * reference instead. So a kernel never reads memory it did not check, and it behaves as the reference on all
 * inputs: the native result on the inputs it takes, the reference's own result (or error) on the others.
 */
#ifndef TT_KERNELS_H
#define TT_KERNELS_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

#define TT_DECK_BITS 52

/* An int (bool included) in [lo, hi] into *out: 1, or 0 when it is anything else (no exception left set). */
static inline int tt_get_long(PyObject *o, long lo, long hi, long *out)
{
    if (!PyLong_Check(o))
        return 0;
    int overflow = 0;
    long v = PyLong_AsLongAndOverflow(o, &overflow);
    if (v == -1 && PyErr_Occurred()) {
        PyErr_Clear();
        return 0;
    }
    if (overflow || v < lo || v > hi)
        return 0;
    *out = v;
    return 1;
}

/* A card mask: an int in [0, 2**52). */
static inline int tt_get_mask(PyObject *o, uint64_t *out)
{
    if (!PyLong_Check(o))
        return 0;
    int overflow = 0;
    long long v = PyLong_AsLongLongAndOverflow(o, &overflow);
    if (v == -1 && PyErr_Occurred()) {
        PyErr_Clear();
        return 0;
    }
    if (overflow || v < 0 || v >= (1LL << TT_DECK_BITS))
        return 0;
    *out = (uint64_t)v;
    return 1;
}

/* A yes/no given as a bool or an int (its truth value). */
static inline int tt_get_flag(PyObject *o, int *out)
{
    if (!PyLong_Check(o))
        return 0;
    *out = PyObject_IsTrue(o); /* an int's truth never fails */
    return *out >= 0;
}

/* The k-th lowest set bit of m (0-based); m has more than k bits set. */
static inline int tt_nth_bit(uint64_t m, int k)
{
    while (k-- > 0)
        m &= m - 1;
    return __builtin_ctzll(m);
}

#define TT_SUIT_MASK(s) (((uint64_t)8191) << (13 * (s)))
/* the cards of c's suit above c */
#define TT_ABOVE(c) (TT_SUIT_MASK((c) / 13) & ~((((uint64_t)2) << (c)) - 1))

/* Callbreak's legal mask (games/callbreak/state.legal_mask) of ``hand`` on the ``n`` cards of ``trick``. */
static inline uint64_t tt_cb_legal(uint64_t hand, const int *trick, int n, long head, int overtrump)
{
    if (n == 0)
        return hand;
    int led = trick[0] / 13;
    uint64_t follow = hand & TT_SUIT_MASK(led);
    if (follow) {
        int lowest = 52, best = -1;
        for (int i = 0; i < n; i++) {
            lowest = trick[i] < lowest ? trick[i] : lowest;
            if (trick[i] > best && trick[i] / 13 == led)
                best = trick[i];
        }
        if (head && !(head == 2 && led && lowest < 13)) {
            uint64_t higher = follow & TT_ABOVE(best);
            if (higher)
                return higher;
        }
        return follow;
    }
    if (overtrump) {
        uint64_t spades = hand & TT_SUIT_MASK(0);
        if (spades) {
            int top = -1;
            for (int i = 0; i < n; i++)
                if (trick[i] < 13 && trick[i] > top)
                    top = trick[i];
            if (top < 0)
                return spades;
            uint64_t higher = spades & TT_ABOVE(top);
            if (higher)
                return higher;
        }
    }
    return hand;
}

/* STRENGTH[led suit][card] of games/callbreak/state.py, and engine.tricks.best_of_four over it: the index of the
 * card taking the trick (a later card wins only if strictly stronger). */
static inline int tt_cb_strength(int led, int c) { return c < 13 ? 20 + c : (c / 13 == led ? c % 13 : -1); }

static inline int tt_cb_best_of_four(const int *t)
{
    int led = t[0] / 13, best = 0, top = tt_cb_strength(led, t[0]);
    for (int i = 1; i < 4; i++)
        if (tt_cb_strength(led, t[i]) > top) {
            best = i;
            top = tt_cb_strength(led, t[i]);
        }
    return best;
}

/* The fields of a CallbreakState (callbreak_state.c). */
#define TT_CB_BID 0
#define TT_CB_PLAY 1
#define TT_CB_OVER 2
typedef struct {
    PyObject *info, *calls; /* borrowed from the state */
    long phase, seat, leader, dealer, won[4];
    uint64_t played, deal[4];
    int count, order[52];
} tt_CbState;

/* Read ``state`` (a tuple of CallbreakState's 8 fields; ``cls`` a tuple type) into ``st``: 1; 2 when the hand is
 * over (only the phase read: the kernels return such a state as it is); 0 when any field is outside what the kernels
 * represent (no exception set). ``dealer`` is read in the bid phase only. */
int tt_cb_unpack(PyObject *state, PyObject *cls, tt_CbState *st);
/* A ``cls`` of the 8 new references ``fields`` (stolen; a NULL among them, or a failed allocation, releases the
 * others and gives NULL). */
PyObject *tt_cb_build(PyObject *cls, PyObject *fields[8]);
/* A tuple of the n ints of v, or NULL with an exception set. */
PyObject *tt_int_tuple(const int *v, int n);

PyObject *tt_callbreak_playout(PyObject *self, PyObject *const *args, Py_ssize_t nargs);
PyObject *tt_callbreak_legal_mask(PyObject *self, PyObject *const *args, Py_ssize_t nargs);
PyObject *tt_callbreak_solve(PyObject *self, PyObject *const *args, Py_ssize_t nargs);
PyObject *tt_callbreak_rollout(PyObject *self, PyObject *const *args, Py_ssize_t nargs);
PyObject *tt_shuffle(PyObject *self, PyObject *const *args, Py_ssize_t nargs);
/* The search's world sampler (worlds.c); tt_worlds_init learns how this interpreter's sum() adds floats. */
PyObject *tt_worlds_sample(PyObject *self, PyObject *const *args, Py_ssize_t nargs);
int tt_worlds_init(void);
/* How this interpreter's sum() adds floats (set by tt_worlds_init): 0 left to right, 1 Neumaier's compensated sum
 * (Python 3.12 on), -1 neither (the kernels that add floats then decline). */
extern int tt_sum_mode;
/* sum() of n > 0 floats as ``mode`` adds them (the int start 0 plus the first, then the others). */
double tt_float_sum_mode(const double *x, int n, int mode);
/* Shengji / Tractor (shengji.c): the fused random playout and the deal's check. */
PyObject *tt_shengji_playout(PyObject *self, PyObject *const *args, Py_ssize_t nargs);
PyObject *tt_shengji_deal(PyObject *self, PyObject *const *args, Py_ssize_t nargs);
/* The search's paired difference of two moves' values (search_stats.c). */
PyObject *tt_paired(PyObject *self, PyObject *const *args, Py_ssize_t nargs);
/* The RL env's kernels: Tractor's card-by-card mask (rl_tractor_mask.c). */
PyObject *tt_tractor_addable(PyObject *self, PyObject *const *args, Py_ssize_t nargs);
/* The RL observer's play update (rl_observe.c). */
PyObject *tt_obs_play(PyObject *self, PyObject *const *args, Py_ssize_t nargs);
/* The RL action mask of a card bit mask (rl_observe.c). */
PyObject *tt_card_mask(PyObject *self, PyObject *const *args, Py_ssize_t nargs);

#endif
