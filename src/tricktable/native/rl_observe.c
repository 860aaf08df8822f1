/* The RL observer's play update: what tricktable/rl/incremental.py (``IncrementalObserver._play``, ``_end_trick``,
 * and ``mark_play`` for Tractor's ``Follower.follow``) writes into the four observation rows when a seat plays.
 *
 *     obs_play(table, layout, seat, cards, put, first, share, end, counts)
 *
 * ``table`` is the observer's float32 array of the four rows (4 x size, C-contiguous, writable); ``layout`` the
 * observer's layout as int32 bytes (``IncrementalObserver.layout``): size, the number of card identities d, where the
 * hand, played, trick, leader and hand_counts slices start, then the card id -> card index map (-1 outside the deck).
 * In every row o, with r = (seat - o) & 3 the player's relative seat: each card of ``cards`` (what the seat chose)
 * marks played[r][k], each of ``put`` (what reached the trick) marks trick[r][k] and unmarks the player's own hand
 * entry; ``first`` (it leads) sets leader[r]; hand_counts[r] becomes ``share``; ``end`` (the trick is over) then
 * empties the trick and leader slices of every row. ``counts`` false: the single deck's marks are 1.0 and 0.0 (as
 * the reference sets them); true: a double deck's counts, +1.0 and -1.0.
 *
 * Anything else (another buffer, a layout whose slices do not fit in the row, a card outside the map, a seat outside
 * 0-3) gets NotImplemented before anything is written, and the Python reference writes. */
#include "kernels.h"

#define OBS_HEADER 8 /* size, d, hand, played, trick, leader, hand_counts, map length */

typedef struct {
    int size, d, hand, played, trick, leader, counts, nmap;
    const int32_t *map;
} obs_Layout;

static int read_layout(PyObject *b, obs_Layout *l)
{
    if (!PyBytes_CheckExact(b) || PyBytes_GET_SIZE(b) < (Py_ssize_t)(OBS_HEADER * sizeof(int32_t)) ||
        PyBytes_GET_SIZE(b) % sizeof(int32_t))
        return 0;
    const int32_t *v = (const int32_t *)PyBytes_AS_STRING(b);
    l->size = v[0];
    l->d = v[1];
    l->hand = v[2];
    l->played = v[3];
    l->trick = v[4];
    l->leader = v[5];
    l->counts = v[6];
    l->nmap = v[7];
    l->map = v + OBS_HEADER;
    if (l->nmap < 0 || (Py_ssize_t)(OBS_HEADER + l->nmap) * (Py_ssize_t)sizeof(int32_t) != PyBytes_GET_SIZE(b))
        return 0;
    long size = l->size, d = l->d;
    if (size <= 0 || size > (1L << 24) || d <= 0 || d > (1L << 16))
        return 0;
    /* every slice inside the row; the trick and the leader side by side (``end`` empties both at once) */
    if (l->hand < 0 || l->hand + d > size || l->played < 0 || l->played + 4 * d > size || l->trick < 0 ||
        l->leader != l->trick + 4 * d || l->leader + 4 > size || l->counts < 0 || l->counts + 4 > size)
        return 0;
    for (int i = 0; i < l->nmap; i++)
        if (l->map[i] < -1 || l->map[i] >= d)
            return 0;
    return 1;
}

/* the card indices of a tuple of card ids into k (at most ``cap``): their number, or -1 */
static int read_cards(PyObject *t, const obs_Layout *l, int *k, int cap)
{
    if (!PyTuple_CheckExact(t))
        return -1;
    Py_ssize_t n = PyTuple_GET_SIZE(t);
    if (n > cap)
        return -1;
    for (Py_ssize_t i = 0; i < n; i++) {
        long c;
        if (!tt_get_long(PyTuple_GET_ITEM(t, i), 0, (long)l->nmap - 1, &c) || l->map[c] < 0)
            return -1;
        k[i] = l->map[c];
    }
    return (int)n;
}

PyObject *tt_obs_play(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 9) {
        PyErr_SetString(PyExc_TypeError, "obs_play takes 9 arguments");
        return NULL;
    }
    obs_Layout l;
    long seat;
    int first, end, counts;
    int kc[64], kp[64];
    if (!read_layout(args[1], &l) || !tt_get_long(args[2], 0, 3, &seat) || !tt_get_flag(args[5], &first) ||
        !PyFloat_CheckExact(args[6]) || !tt_get_flag(args[7], &end) || !tt_get_flag(args[8], &counts))
        Py_RETURN_NOTIMPLEMENTED;
    int nc = read_cards(args[3], &l, kc, 64), np_ = read_cards(args[4], &l, kp, 64);
    if (nc < 0 || np_ < 0)
        Py_RETURN_NOTIMPLEMENTED;
    float share = (float)PyFloat_AS_DOUBLE(args[6]);
    Py_buffer view;
    if (PyObject_GetBuffer(args[0], &view, PyBUF_WRITABLE | PyBUF_FORMAT | PyBUF_C_CONTIGUOUS) < 0) {
        PyErr_Clear();
        Py_RETURN_NOTIMPLEMENTED;
    }
    if (view.itemsize != 4 || view.format == NULL || strcmp(view.format, "f") != 0 ||
        view.len != (Py_ssize_t)4 * 4 * l.size) {
        PyBuffer_Release(&view);
        Py_RETURN_NOTIMPLEMENTED;
    }
    float *t = (float *)view.buf;
    for (int o = 0; o < 4; o++) {
        float *row = t + (Py_ssize_t)o * l.size;
        int r = (int)((seat - o) & 3);
        float *played = row + l.played + r * l.d, *trick = row + l.trick + r * l.d;
        for (int i = 0; i < nc; i++)
            played[kc[i]] = counts ? played[kc[i]] + 1.0f : 1.0f;
        for (int i = 0; i < np_; i++)
            trick[kp[i]] = counts ? trick[kp[i]] + 1.0f : 1.0f;
        if (first)
            row[l.leader + r] = 1.0f;
        row[l.counts + r] = share;
    }
    float *hand = t + (Py_ssize_t)seat * l.size + l.hand;
    for (int i = 0; i < np_; i++)
        hand[kp[i]] = counts ? hand[kp[i]] - 1.0f : 0.0f;
    if (end)
        for (int o = 0; o < 4; o++)
            memset(t + (Py_ssize_t)o * l.size + l.trick, 0, (size_t)(4 * l.d + 4) * sizeof(float));
    PyBuffer_Release(&view);
    Py_RETURN_NONE;
}

/* The RL action mask of a rules' card bit mask: tricktable/rl/card_masks.CardMasks.mask.
 *
 *     card_mask(m, table, size)
 *
 * gives ``size`` bytes, 1 at ``table[b]`` for every set bit b of ``m`` that the table maps (int32 per bit: the card's
 * action index, or -1 for a bit that is no card of the deck, which the reference ignores too; bits past the table are
 * ignored alike), 0 elsewhere. ``m`` an int in [0, 2**64), ``table`` bytes whose indices are all below ``size``;
 * anything else gets NotImplemented. */
PyObject *tt_card_mask(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "card_mask takes 3 arguments");
        return NULL;
    }
    long size;
    if (!PyLong_Check(args[0]) || !PyBytes_CheckExact(args[1]) || !tt_get_long(args[2], 1, 1L << 20, &size))
        Py_RETURN_NOTIMPLEMENTED;
    unsigned long long m = PyLong_AsUnsignedLongLong(args[0]);
    if (m == (unsigned long long)-1 && PyErr_Occurred()) {
        PyErr_Clear(); /* negative or past 64 bits */
        Py_RETURN_NOTIMPLEMENTED;
    }
    Py_ssize_t nbytes = PyBytes_GET_SIZE(args[1]);
    if (nbytes % sizeof(int32_t) || nbytes / (Py_ssize_t)sizeof(int32_t) > 64)
        Py_RETURN_NOTIMPLEMENTED;
    int width = (int)(nbytes / (Py_ssize_t)sizeof(int32_t));
    int32_t table[64];
    memcpy(table, PyBytes_AS_STRING(args[1]), (size_t)nbytes);
    for (int b = 0; b < width; b++)
        if (table[b] < -1 || table[b] >= size)
            Py_RETURN_NOTIMPLEMENTED;
    PyObject *out = PyBytes_FromStringAndSize(NULL, size);
    if (out == NULL)
        return NULL;
    char *p = PyBytes_AS_STRING(out);
    memset(p, 0, (size_t)size);
    for (unsigned long long r = m; r; r &= r - 1) {
        int b = __builtin_ctzll(r);
        if (b < width && table[b] >= 0)
            p[table[b]] = 1;
    }
    return out;
}
