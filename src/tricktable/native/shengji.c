/* Shengji / Tractor kernels: the deal's check and the fused random playout of a hand (declaration, burial and
 * card play), with Tractor's follow and trick-comparison rules on bitmasks.
 *
 * References: games/shengji/rules.py (TractorGame.start_hand, random_action, random_playout), state.py (advance,
 * make_lead, play_key), playout.py (random_play_out), follow.py (sample_follow), leads.py (sample_unit_lead,
 * sample_throw_lead), throws.py (decompose, resolve_throw, throw_key), units.py (classify, tractors).
 *
 * Representation (as the reference's): the double deck's 54 identities (0-51 the suits' cards, 52 the small joker,
 * 53 the big one); a hand is two 54-bit masks, m1 (holds at least one copy) and m2 (holds both), m2 a subset of m1.
 * So a hand's count of card c is bit c of m1 plus bit c of m2, and "pairs in a suit" is m2 & suit mask. One deal's
 * (level rank, trump) gives each identity an effective suit (0-3, 4 trump) and an index within it (sj_Order,
 * ordering.Order).
 *
 * Draws: the kernel takes only an exact random.Random whose methods nobody replaced, and draws from its state as
 * the reference draws (random() for a single follow and a unit lead, _randbelow for randrange, choice and sample,
 * random.sample's two algorithms), in the same order, so both reach the same final state and leave the generator
 * in the same state. For any other generator, and for any state it does not represent (see shengji_playout), it
 * answers NotImplemented before drawing and the reference runs (games/shengji/dispatch.py).
 */
#include "rook_tables.h" /* tt_link */
#include "mt.h"

#include <string.h>

#define SJ_IDS 54
#define SJ_TRUMP 4
#define SJ_NT 4
#define SJ_SMALL 52
#define SJ_BIG 53
#define SJ_HAND 25
#define SJ_KITTY 8
#define SJ_MAX 64 /* cards in one play or component, with room */
#define SJ_BOUND (1LL << 40)
#define SJ_TERMS 1024
#define SJ_ALL ((((uint64_t)1) << SJ_IDS) - 1)

enum { SJ_DECLARE = 0, SJ_BURY = 1, SJ_PLAY = 2 };

typedef struct {
    int eff[SJ_IDS], idx[SJ_IDS];
    uint64_t suit[5], groups[5][16];
} sj_Order;

/* The card-sense rollout policy's tables (ai/search/families/shengji_rollout._tables): each effective suit's
 * identities from the lowest up (index, then id), and every identity from the lowest up (plain before trump). */
typedef struct {
    int low[5][SJ_IDS], nlow[5], every[SJ_IDS];
} sj_Sense;

/* ordering.Order(level, trump) */
static void sj_order(sj_Order *o, int level, int trump)
{
    memset(o, 0, sizeof *o);
    for (int c = 0; c < 52; c++) {
        int s = c / 13, r = c % 13;
        if (r == level) {
            o->eff[c] = SJ_TRUMP;
            o->idx[c] = (trump == s || trump == SJ_NT) ? 13 : 12;
        }
        else {
            o->eff[c] = s == trump ? SJ_TRUMP : s;
            o->idx[c] = r < level ? r : r - 1;
        }
    }
    o->eff[SJ_SMALL] = o->eff[SJ_BIG] = SJ_TRUMP;
    o->idx[SJ_SMALL] = 14;
    o->idx[SJ_BIG] = 15;
    for (int c = 0; c < SJ_IDS; c++) {
        o->suit[o->eff[c]] |= ((uint64_t)1) << c;
        o->groups[o->eff[c]][o->idx[c]] |= ((uint64_t)1) << c;
    }
}

/* The number of bits set (SWAR: without -mpopcnt the builtin calls libgcc, slower than this inline form). */
static inline int popc(uint64_t m)
{
    m -= (m >> 1) & 0x5555555555555555ULL;
    m = (m & 0x3333333333333333ULL) + ((m >> 2) & 0x3333333333333333ULL);
    m = (m + (m >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    return (int)((m * 0x0101010101010101ULL) >> 56);
}

/* ordering.POINTS */
static inline int sj_points(int c)
{
    if (c >= 52)
        return 0;
    int r = c % 13;
    return r == 3 ? 5 : (r == 8 || r == 11) ? 10 : 0;
}

static void sj_sort(int *a, int n)
{
    for (int i = 1; i < n; i++) {
        int v = a[i], j = i - 1;
        while (j >= 0 && a[j] > v) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = v;
    }
}

/* units.remove for one card */
static inline void sj_remove(uint64_t *m1, uint64_t *m2, int c)
{
    uint64_t b = ((uint64_t)1) << c;
    if (*m2 & b)
        *m2 ^= b;
    else
        *m1 ^= b;
}

/* units.longest_tractor */
static int sj_longest(const sj_Order *o, uint64_t pairs, int suit)
{
    int best = 0, run = 0;
    for (int i = 0; i < 16; i++) {
        if (pairs & o->groups[suit][i]) {
            if (++run > best)
                best = run;
        }
        else
            run = 0;
    }
    return best;
}

/* units.count_tractors(pairs, order, suit) (min_length 2) */
static long long sj_count_tractors(const sj_Order *o, uint64_t pairs, int suit)
{
    int cnt[16];
    for (int i = 0; i < 16; i++)
        cnt[i] = popc(pairs & o->groups[suit][i]);
    long long total = 0;
    for (int start = 0; start < 16; start++) {
        long long prod = 1;
        for (int end = start; end < 16 && cnt[end]; end++) {
            prod *= cnt[end];
            if (end - start + 1 >= 2)
                total += prod;
        }
    }
    return total;
}

/* The number of tractors of ``length`` pairs starting at index ``start`` (itertools.product of the slots). */
static long long sj_window(const sj_Order *o, uint64_t pairs, int suit, int start, int length)
{
    long long prod = 1;
    for (int i = 0; i < length; i++)
        prod *= popc(pairs & o->groups[suit][start + i]);
    return prod;
}

/* The x-th tractor of the window (product order: the last slot varies fastest), as sorted cards (each pair twice):
 * the number of cards. */
static int sj_window_at(const sj_Order *o, uint64_t pairs, int suit, int start, int length, long long x, int *out)
{
    for (int i = length - 1; i >= 0; i--) {
        uint64_t g = pairs & o->groups[suit][start + i];
        int cnt = popc(g);
        int p = tt_nth_bit(g, (int)(x % cnt));
        x /= cnt;
        out[2 * i] = out[2 * i + 1] = p;
    }
    sj_sort(out, 2 * length);
    return 2 * length;
}

static void sj_sense_tables(const sj_Order *o, sj_Sense *t)
{
    int key[SJ_IDS];
    for (int e = 0; e < 5; e++)
        t->nlow[e] = 0;
    for (int c = 0; c < SJ_IDS; c++) {
        int e = o->eff[c], *low = t->low[e], n = t->nlow[e]++;
        while (n > 0 && o->idx[low[n - 1]] > o->idx[c]) /* ids ascend: ties keep id order */
            low[n] = low[n - 1], n--;
        low[n] = c;
        key[c] = (e == SJ_TRUMP) * 1024 + o->idx[c] * 64 + c;
        int i = c;
        while (i > 0 && key[t->every[i - 1]] > key[c])
            t->every[i] = t->every[i - 1], i--;
        t->every[i] = c;
    }
}

/* ordering.POINT_MASK: the 5s, 10s and kings (bits 3, 8 and 11 of each suit) */
#define SJ_POINT_MASK (((uint64_t)0x908) * (1 | ((uint64_t)1) << 13 | ((uint64_t)1) << 26 | ((uint64_t)1) << 39))

static int sj_lowest(uint64_t mask, const int *ordered, int n)
{
    for (int i = 0; i < n; i++)
        if (mask >> ordered[i] & 1)
            return ordered[i];
    return -1; /* unreachable: the mask holds one of them */
}

/* shengji_rollout.single_follow */
static int sj_sense_follow(const sj_Order *o, const sj_Sense *t, uint64_t m1, int lead_suit, long long best_key,
                           int partner_winning)
{
    uint64_t pool = m1 & o->suit[lead_suit];
    const int *ordered = t->low[lead_suit];
    int n = t->nlow[lead_suit];
    if (!pool)
        pool = m1, ordered = t->every, n = SJ_IDS;
    if (partner_winning)
        return sj_lowest(pool & SJ_POINT_MASK ? pool & SJ_POINT_MASK : pool, ordered, n);
    for (int i = 0; i < n; i++) {
        int c = ordered[i];
        if (pool >> c & 1) {
            int e = o->eff[c];
            long long key = e == SJ_TRUMP ? 16 + o->idx[c] : e == lead_suit ? o->idx[c] : -1;
            if (key > best_key)
                return c;
        }
    }
    return sj_lowest(pool & ~SJ_POINT_MASK ? pool & ~SJ_POINT_MASK : pool, ordered, n);
}

/* ------------------------------------------------------------------------------------------------ classification */

typedef struct {
    int suit, n, pairs, top;
} sj_Unit;

/* units.classify: 1 and *u, or 0 when the cards are not one unit of one effective suit. */
static int sj_classify(const sj_Order *o, const int *cards, int n, sj_Unit *u)
{
    if (n == 0)
        return 0;
    int e = o->eff[cards[0]];
    for (int i = 1; i < n; i++)
        if (o->eff[cards[i]] != e)
            return 0;
    if (n == 1) {
        *u = (sj_Unit){e, 1, 0, o->idx[cards[0]]};
        return 1;
    }
    if (n % 2)
        return 0;
    int s[SJ_MAX], k = n / 2, inds[SJ_MAX / 2];
    memcpy(s, cards, sizeof(int) * n);
    sj_sort(s, n);
    for (int i = 0; i < k; i++) {
        if (s[2 * i] != s[2 * i + 1])
            return 0;
        if (i && s[2 * i] == s[2 * i - 2])
            return 0;
        inds[i] = o->idx[s[2 * i]];
    }
    sj_sort(inds, k);
    if (k > 1) {
        if (inds[k - 1] - inds[0] != k - 1)
            return 0;
        for (int i = 1; i < k; i++)
            if (inds[i] == inds[i - 1])
                return 0;
    }
    *u = (sj_Unit){e, n, k, inds[k - 1]};
    return 1;
}

/* A component of a throw (throws.decompose): its unit and cards. */
typedef struct {
    int top, n, pairs;
    int cards[SJ_MAX];
} sj_Comp;

/* throws.decompose of a one-suit multiset of at most SJ_MAX cards: the number of components written to comps. */
static int sj_decompose(const sj_Order *o, const int *cards, int n, sj_Comp *comps)
{
    uint64_t q1 = 0, q2 = 0;
    for (int i = 0; i < n; i++) {
        uint64_t b = ((uint64_t)1) << cards[i];
        if (q1 & b)
            q2 |= b;
        else
            q1 |= b;
    }
    int suit = o->eff[cards[0]], nc = 0;
    uint64_t pairs = q2;
    while (pairs) {
        int length = sj_longest(o, pairs, suit);
        if (length < 2)
            break;
        int start = 16 - length; /* the highest window: max() keeps the first of the highest tops */
        while (!sj_window(o, pairs, suit, start, length))
            start--;
        sj_Comp *c = &comps[nc++];
        c->n = 2 * length;
        c->pairs = length;
        c->top = start + length - 1;
        sj_window_at(o, pairs, suit, start, length, 0, c->cards); /* the first of product: the lowest ids */
        for (int i = 0; i < c->n; i++)
            pairs &= ~(((uint64_t)1) << c->cards[i]);
    }
    for (uint64_t m = pairs; m; m &= m - 1) {
        int p = __builtin_ctzll(m);
        comps[nc++] = (sj_Comp){o->idx[p], 2, 1, {p, p}};
    }
    for (uint64_t m = q1 & ~q2; m; m &= m - 1) {
        int c = __builtin_ctzll(m);
        comps[nc++] = (sj_Comp){o->idx[c], 1, 0, {c}};
    }
    return nc;
}

/* throws.beatable: could the hand (m1, m2) beat the component ``u`` of ``suit``? */
static int sj_beatable(const sj_Order *o, const sj_Comp *u, int suit, uint64_t m1, uint64_t m2)
{
    uint64_t sm = o->suit[suit];
    if (u->pairs <= 1) {
        for (uint64_t m = (u->pairs ? m2 : m1) & sm; m; m &= m - 1)
            if (o->idx[__builtin_ctzll(m)] > u->top)
                return 1;
        return 0;
    }
    for (int start = 0; start + u->pairs <= 16; start++)
        if (start + u->pairs - 1 > u->top && sj_window(o, m2 & sm, suit, start, u->pairs))
            return 1;
    return 0;
}

/* Python's comparison of the tuples (top, n, cards) of two components: < 0, 0, > 0. */
static int sj_comp_cmp(const sj_Comp *a, const sj_Comp *b)
{
    if (a->top != b->top)
        return a->top < b->top ? -1 : 1;
    if (a->n != b->n)
        return a->n < b->n ? -1 : 1;
    for (int i = 0; i < a->n; i++) /* equal n: equal lengths */
        if (a->cards[i] != b->cards[i])
            return a->cards[i] < b->cards[i] ? -1 : 1;
    return 0;
}

/* throws.resolve_throw against the three other hands: the cards led, written to out (their number). */
static int sj_resolve_throw(const sj_Order *o, const int *cards, int n, const uint64_t *h1, const uint64_t *h2,
                            int seat, int *out)
{
    sj_Comp comps[SJ_MAX];
    int nc = sj_decompose(o, cards, n, comps);
    if (nc == 1) {
        memcpy(out, cards, sizeof(int) * n);
        return n;
    }
    int suit = o->eff[cards[0]];
    const sj_Comp *bad = NULL;
    for (int i = 0; i < nc; i++) {
        int beaten = 0;
        for (int s = 0; s < 4 && !beaten; s++)
            beaten = s != seat && sj_beatable(o, &comps[i], suit, h1[s], h2[s]);
        if (beaten && (bad == NULL || sj_comp_cmp(&comps[i], bad) < 0))
            bad = &comps[i];
    }
    if (bad == NULL) {
        memcpy(out, cards, sizeof(int) * n);
        sj_sort(out, n);
        return n;
    }
    memcpy(out, bad->cards, sizeof(int) * bad->n);
    return bad->n;
}

/* throws.shape_of as counts of components by their pairs (0 single, 1 pair, m tractor) */
static void sj_shape(const sj_Order *o, const int *cards, int n, int *counts)
{
    sj_Comp comps[SJ_MAX];
    memset(counts, 0, sizeof(int) * (SJ_MAX / 2 + 1));
    int nc = sj_decompose(o, cards, n, comps);
    for (int i = 0; i < nc; i++)
        counts[comps[i].pairs]++;
}

/* state.Lead */
typedef struct {
    int suit, n, pairs, strict_len, throw_;
    long long key;
    int ncards, cards[SJ_MAX];
    int shape[SJ_MAX / 2 + 1]; /* of a throw's cards */
} sj_Lead;

/* state.play_key of a follower's n cards */
static long long sj_play_key(const sj_Order *o, const int *cards, int n, const sj_Lead *lead)
{
    if (lead->n == 1) {
        int c = cards[0], e = o->eff[c];
        return e == SJ_TRUMP ? 16 + o->idx[c] : e == lead->suit ? o->idx[c] : -1;
    }
    if (lead->throw_) { /* throws.throw_key */
        if (o->eff[lead->cards[0]] == SJ_TRUMP)
            return -1;
        int top = -1;
        for (int i = 0; i < n; i++) {
            if (o->eff[cards[i]] != SJ_TRUMP)
                return -1;
            top = o->idx[cards[i]] > top ? o->idx[cards[i]] : top;
        }
        int shape[SJ_MAX / 2 + 1];
        sj_shape(o, cards, n, shape);
        if (memcmp(shape, lead->shape, sizeof shape))
            return -1;
        return 16 + top;
    }
    sj_Unit u;
    if (!sj_classify(o, cards, n, &u) || u.pairs != lead->pairs || u.n != lead->n ||
        (u.suit != lead->suit && u.suit != SJ_TRUMP))
        return -1;
    return (u.suit == SJ_TRUMP ? 16 : 0) + u.top;
}

/* state.make_lead of a leader's sorted cards (a throw checked against the other hands as they are now). */
static void sj_make_lead(const sj_Order *o, const int *cards, int n, const uint64_t *h1, const uint64_t *h2, int seat,
                         int strict, sj_Lead *lead)
{
    sj_Unit u;
    lead->throw_ = 0;
    int cut[SJ_MAX], m = n;
    memcpy(cut, cards, sizeof(int) * n);
    if (n > 1 && !sj_classify(o, cards, n, &u)) {
        m = sj_resolve_throw(o, cards, n, h1, h2, seat, cut);
        if (!sj_classify(o, cut, m, &u)) { /* the whole throw stands (its cards sorted) */
            int suit = o->eff[cut[0]], top = -1, pairs = 0;
            for (int i = 0; i < m; i++) {
                top = o->idx[cut[i]] > top ? o->idx[cut[i]] : top;
                pairs += i && cut[i] == cut[i - 1];
            }
            lead->suit = suit, lead->n = m, lead->pairs = pairs, lead->strict_len = 0, lead->throw_ = 1;
            lead->key = (suit == SJ_TRUMP ? 16 : 0) + top;
            lead->ncards = m;
            memcpy(lead->cards, cut, sizeof(int) * m);
            sj_shape(o, cut, m, lead->shape);
            return;
        }
    }
    else if (n == 1)
        u = (sj_Unit){o->eff[cards[0]], 1, 0, o->idx[cards[0]]};
    lead->suit = u.suit;
    lead->n = u.n;
    lead->pairs = u.pairs;
    lead->key = (u.suit == SJ_TRUMP ? 16 : 0) + u.top;
    lead->strict_len = strict && u.pairs >= 2 ? u.pairs : 0;
    lead->ncards = m;
    memcpy(lead->cards, cut, sizeof(int) * m);
}

/* ------------------------------------------------------------------------------------------------ draws */

/* random.sample(pop, k) (CPython 3.8-3.13: a pool below the set size, else a set of chosen indices) */
static void sj_sample(tt_Rng *src, const int *pop, int n, int k, int *out)
{
    int setsize = 21;
    if (k > 5) { /* 4 ** ceil(log(3k, 4)); 3k is never a power of 4 */
        int p = 1;
        while (p < 3 * k)
            p *= 4;
        setsize += p;
    }
    if (n <= setsize) {
        int pool[SJ_MAX];
        memcpy(pool, pop, sizeof(int) * n);
        for (int i = 0; i < k; i++) {
            int j = (int)tt_randbelow(src, n - i);
            out[i] = pool[j];
            pool[j] = pool[n - i - 1];
        }
        return;
    }
    uint64_t selected = 0;
    for (int i = 0; i < k; i++) {
        int j = (int)tt_randbelow(src, n);
        while (selected >> j & 1)
            j = (int)tt_randbelow(src, n);
        selected |= ((uint64_t)1) << j;
        out[i] = pop[j];
    }
}

static int sj_ids(uint64_t m, int *out)
{
    int n = 0;
    for (; m; m &= m - 1)
        out[n++] = __builtin_ctzll(m);
    return n;
}

static long long sj_comb(int n, int k)
{
    if (k < 0 || k > n)
        return 0;
    long long r = 1;
    for (int i = 1; i <= k; i++)
        r = r * (n - k + i) / i;
    return r;
}

/* leads.sample_unit_lead: the cards (sorted), their number */
static int sj_unit_lead(const sj_Order *o, uint64_t m1, uint64_t m2, tt_Rng *src, int *out)
{
    int d1 = popc(m1), d2 = popc(m2);
    long long total = d1 + d2;
    for (int e = 0; e < 5; e++)
        if (popc(m2 & o->suit[e]) >= 2)
            total += sj_count_tractors(o, m2 & o->suit[e], e);
    long long x = (long long)(tt_random(src) * (double)total);
    if (x < d1) {
        out[0] = tt_nth_bit(m1, (int)x);
        return 1;
    }
    if (x < d1 + d2) {
        out[0] = out[1] = tt_nth_bit(m2, (int)(x - d1));
        return 2;
    }
    x -= d1 + d2;
    for (int e = 0; e < 5; e++) {
        uint64_t pairs = m2 & o->suit[e];
        if (popc(pairs) < 2)
            continue;
        int longest = sj_longest(o, pairs, e);
        for (int length = 2; length <= longest; length++)
            for (int start = 0; start + length <= 16; start++) {
                long long w = sj_window(o, pairs, e, start, length);
                if (x < w)
                    return sj_window_at(o, pairs, e, start, length, x, out);
                x -= w;
            }
    }
    return 0; /* unreachable: x < total */
}

/* leads.sample_throw_lead */
static int sj_throw_lead(const sj_Order *o, uint64_t m1, uint64_t m2, tt_Rng *src, int *out)
{
    long w[5], total = 0;
    for (int e = 0; e < 5; e++) {
        w[e] = -1;
        if (m1 & o->suit[e]) {
            long v = 1;
            for (int i = popc(m2 & o->suit[e]); i > 0; i--)
                v *= 3;
            w[e] = (v << popc(m1 & ~m2 & o->suit[e])) - 1;
            total += w[e];
        }
    }
    long x = tt_randbelow(src, total);
    int e = 0;
    for (; e < 5; e++) {
        if (w[e] < 0)
            continue;
        if (x < w[e])
            break;
        x -= w[e];
    }
    uint64_t sm = o->suit[e];
    int n = 0;
    while (n == 0) {
        for (uint64_t m = m2 & sm; m; m &= m - 1)
            for (long k = tt_randbelow(src, 3); k > 0; k--)
                out[n++] = __builtin_ctzll(m);
        for (uint64_t m = m1 & ~m2 & sm; m; m &= m - 1)
            if (tt_randbelow(src, 2))
                out[n++] = __builtin_ctzll(m);
    }
    sj_sort(out, n);
    return n;
}

/* follow.sample_follow for a lead of n > 1 cards with k pairs in ``suit`` (strict tractor length strict_len) */
static int sj_follow(const sj_Order *o, uint64_t m1, uint64_t m2, int suit, int n, int k, int strict_len, tt_Rng *src,
                     int *out)
{
    uint64_t sm = o->suit[suit], ds = m2 & sm, us = m1 & ~m2 & sm;
    int s = 2 * popc(ds) + popc(us), nf = 0, dl[SJ_IDS], ul[SJ_IDS], d, u, t, jmin;
    if (s >= n) {
        d = sj_ids(ds, dl);
        u = sj_ids(us, ul);
        t = n;
        jmin = k < d ? k : d;
        if (strict_len && sj_longest(o, ds, suit) >= strict_len) { /* rng.choice(tractors(ds, suit, strict_len)) */
            long long count = 0;
            for (int start = 0; start + strict_len <= 16; start++)
                count += sj_window(o, ds, suit, start, strict_len);
            long long x = tt_randbelow(src, (long)count);
            for (int start = 0;; start++) {
                long long w = sj_window(o, ds, suit, start, strict_len);
                if (x < w)
                    return sj_window_at(o, ds, suit, start, strict_len, x, out);
                x -= w;
            }
        }
    }
    else {
        for (uint64_t m = m1 & sm; m; m &= m - 1) { /* the forced cards: the whole suit */
            int c = __builtin_ctzll(m);
            out[nf++] = c;
            if (m2 >> c & 1)
                out[nf++] = c;
        }
        uint64_t o1 = m1 & ~sm, o2 = m2 & ~sm;
        d = sj_ids(o2, dl);
        u = sj_ids(o1 & ~o2, ul);
        t = n - s;
        jmin = 0;
    }
    /* follow._terms and pick_weighted */
    long long total = 0;
    int tj[SJ_TERMS], ta[SJ_TERMS], tb[SJ_TERMS], nt = 0; /* hands of at most 25 cards: j <= 12, a <= 25 */
    long long tw[SJ_TERMS];
    int jmax = d < t / 2 ? d : t / 2;
    for (int j = jmin; j <= jmax; j++) {
        int amax = d - j < t - 2 * j ? d - j : t - 2 * j;
        for (int a = 0; a <= amax; a++) {
            int b = t - 2 * j - a;
            if (b < 0 || b > u)
                continue;
            long long w = sj_comb(d, j) * sj_comb(d - j, a) * sj_comb(u, b);
            if (w) {
                tj[nt] = j, ta[nt] = a, tb[nt] = b, tw[nt] = w;
                total += w;
                nt++;
            }
        }
    }
    long long x = tt_randbelow(src, (long)total);
    int i = 0;
    while (x >= tw[i])
        x -= tw[i++];
    int j = tj[i], a = ta[i], b = tb[i], pairs[SJ_IDS], rest[SJ_IDS], nr = 0;
    sj_sample(src, dl, d, j, pairs);
    for (int q = 0; q < d; q++) { /* the doubled identities not chosen as pairs, in order */
        int chosen = 0;
        for (int p = 0; p < j; p++)
            chosen |= pairs[p] == dl[q];
        if (!chosen)
            rest[nr++] = dl[q];
    }
    for (int p = 0; p < j; p++)
        out[nf++] = pairs[p], out[nf++] = pairs[p];
    sj_sample(src, rest, nr, a, out + nf);
    nf += a;
    sj_sample(src, ul, u, b, out + nf);
    nf += b;
    sj_sort(out, nf);
    return nf;
}

/* ------------------------------------------------------------------------------------------------ Python values */

/* The constants the playout writes into the history (games/shengji/dispatch.py builds them once):
 * (Action, PLAY, DISCARD, the pass action, Action(DECLARE, 0, (c,)) per id, Action(DECLARE, 0, (c, c)) per id,
 *  Action(PLAY, 0, (c,)) per id, Action(PLAY, 0, (c, c)) per id, the trick's play (seat, (c,)) per seat * 54 + id,
 *  (seat, (c, c)) likewise). Shared by every state, as the reference's equal values would be. */
/* The HandState fields the playout reads or writes, in the order of dispatch.FIELDS. */
enum {
    F_TO_ACT, F_DEALER, F_H1, F_H2, F_KITTY, F_DECL, F_DECL_SEAT, F_FIRST_DECL, F_PASSES, F_STRICT, F_THROWS, F_TRICK,
    F_LEAD, F_BEST, F_BEST_KEY, F_POINTS, F_TRICKS, F_HISTORY, F_DONE, F_PHASE, F_LAST_TRICK, F_LEADER, F_TRUMP,
    F_ORDER, F_BURIED, SJ_NFIELDS
};

typedef struct {
    PyTypeObject *action;
    PyObject *play, *discard, *pass, *declare1, *declare2, *play1, *play2, *entry1, *entry2;
    PyObject *over, *order_for, *empty; /* the phase "over", ordering.order_for, (0, 0, 0, 0) */
    int field[SJ_NFIELDS];              /* the HandState field index of each name of SJ_FIELD */
    int nfields;                        /* HandState's number of fields */
} sj_Consts;

static PyObject *sj_consts_seen = NULL; /* the last constants found valid (a tuple: they stay valid), held */
static sj_Consts sj_consts_read;

static int sj_consts(PyObject *t, sj_Consts *k)
{
    if (t == sj_consts_seen) {
        *k = sj_consts_read;
        return 1;
    }
    if (!PyTuple_CheckExact(t) || PyTuple_GET_SIZE(t) != 14 || !PyType_Check(PyTuple_GET_ITEM(t, 0)) ||
        !PyType_IsSubtype((PyTypeObject *)PyTuple_GET_ITEM(t, 0), &PyTuple_Type))
        return 0;
    k->action = (PyTypeObject *)PyTuple_GET_ITEM(t, 0);
    k->play = PyTuple_GET_ITEM(t, 1);
    k->discard = PyTuple_GET_ITEM(t, 2);
    k->pass = PyTuple_GET_ITEM(t, 3);
    PyObject **tables[4] = {&k->declare1, &k->declare2, &k->play1, &k->play2};
    for (int i = 0; i < 4; i++) {
        PyObject *x = PyTuple_GET_ITEM(t, 4 + i);
        if (!PyTuple_CheckExact(x) || PyTuple_GET_SIZE(x) != SJ_IDS)
            return 0;
        for (int c = 0; c < SJ_IDS; c++) { /* each an Action-like tuple of 3 whose cards are a tuple */
            PyObject *a = PyTuple_GET_ITEM(x, c);
            if (!PyTuple_Check(a) || PyTuple_GET_SIZE(a) != 3 || !PyTuple_Check(PyTuple_GET_ITEM(a, 2)))
                return 0;
        }
        *tables[i] = x;
    }
    PyObject **entries[2] = {&k->entry1, &k->entry2};
    for (int i = 0; i < 2; i++) {
        PyObject *x = PyTuple_GET_ITEM(t, 8 + i);
        if (!PyTuple_CheckExact(x) || PyTuple_GET_SIZE(x) != 4 * SJ_IDS)
            return 0;
        for (int j = 0; j < 4 * SJ_IDS; j++) { /* exact tuples (seat, cards) */
            PyObject *e = PyTuple_GET_ITEM(x, j);
            if (!PyTuple_CheckExact(e) || PyTuple_GET_SIZE(e) != 2)
                return 0;
        }
        *entries[i] = x;
    }
    PyObject *fields = PyTuple_GET_ITEM(t, 10);
    long v;
    if (!PyTuple_CheckExact(fields) || PyTuple_GET_SIZE(fields) != SJ_NFIELDS + 1 ||
        !tt_get_long(PyTuple_GET_ITEM(fields, SJ_NFIELDS), SJ_NFIELDS, 200, &v))
        return 0;
    k->nfields = (int)v;
    for (int i = 0; i < SJ_NFIELDS; i++) {
        if (!tt_get_long(PyTuple_GET_ITEM(fields, i), 0, k->nfields - 1, &v))
            return 0;
        k->field[i] = (int)v;
    }
    k->over = PyTuple_GET_ITEM(t, 11);
    k->order_for = PyTuple_GET_ITEM(t, 12);
    k->empty = PyTuple_GET_ITEM(t, 13);
    if (!PyCallable_Check(k->order_for))
        return 0;
    sj_consts_read = *k;
    Py_XSETREF(sj_consts_seen, Py_NewRef(t));
    return 1;
}

/* A tuple of n card ids (new), or NULL. */
static PyObject *sj_cards(const int *cards, int n) { return tt_int_tuple(cards, n); }

/* Action(kind, 0, cards), stealing ``cards`` (NULL gives NULL). */
static PyObject *sj_action(const sj_Consts *k, PyObject *kind, PyObject *cards)
{
    if (cards == NULL)
        return NULL;
    PyObject *zero = PyLong_FromLong(0), *act = zero ? k->action->tp_alloc(k->action, 3) : NULL;
    if (act == NULL) {
        Py_XDECREF(zero);
        Py_DECREF(cards);
        return NULL;
    }
    PyTuple_SET_ITEM(act, 0, Py_NewRef(kind));
    PyTuple_SET_ITEM(act, 1, zero);
    PyTuple_SET_ITEM(act, 2, cards);
    return act;
}

/* The Action of a play (new): the prebuilt one for a single or a pair. */
static PyObject *sj_play_action(const sj_Consts *k, const int *cards, int n)
{
    if (n == 1)
        return Py_NewRef(PyTuple_GET_ITEM(k->play1, cards[0]));
    if (n == 2 && cards[0] == cards[1])
        return Py_NewRef(PyTuple_GET_ITEM(k->play2, cards[0]));
    return sj_action(k, k->play, sj_cards(cards, n));
}

/* A tuple of 4 masks < 2**54 into out. */
static int sj_masks(PyObject *o, uint64_t *out)
{
    if (!PyTuple_Check(o) || PyTuple_GET_SIZE(o) != 4)
        return 0;
    for (int i = 0; i < 4; i++) {
        PyObject *x = PyTuple_GET_ITEM(o, i);
        if (!PyLong_Check(x))
            return 0;
        int overflow = 0;
        long long v = PyLong_AsLongLongAndOverflow(x, &overflow);
        if (v == -1 && PyErr_Occurred()) {
            PyErr_Clear();
            return 0;
        }
        if (overflow || v < 0 || (uint64_t)v > SJ_ALL)
            return 0;
        out[i] = (uint64_t)v;
    }
    return 1;
}

/* A tuple (or, with lists, a list) of at most ``most`` card ids 0-53 into out: their number, or -1. */
static int sj_read_cards(PyObject *o, int lists, int most, int *out)
{
    if (!(PyTuple_Check(o) || (lists && PyList_CheckExact(o))))
        return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(o);
    if (n > most)
        return -1;
    PyObject **items = PySequence_Fast_ITEMS(o);
    for (Py_ssize_t i = 0; i < n; i++) {
        long v;
        if (!tt_get_long(items[i], 0, SJ_IDS - 1, &v))
            return -1;
        out[i] = (int)v;
    }
    return (int)n;
}

static inline int sj_size(uint64_t m1, uint64_t m2) { return popc(m1) + popc(m2); }

/* No third copy of any card among the cards: 1 yes. */
static int sj_at_most_two(const int *cards, int n)
{
    uint64_t q1 = 0, q2 = 0;
    for (int i = 0; i < n; i++) {
        uint64_t b = ((uint64_t)1) << cards[i];
        if (q2 & b)
            return 0;
        if (q1 & b)
            q2 |= b;
        else
            q1 |= b;
    }
    return 1;
}

static PyObject *sj_trick_entry(int seat, PyObject *cards /* stolen */)
{
    if (cards == NULL)
        return NULL;
    PyObject *e = PyTuple_New(2);
    if (e == NULL) {
        Py_DECREF(cards);
        return NULL;
    }
    PyTuple_SET_ITEM(e, 0, PyLong_FromLong(seat)); /* a small int: cached, never fails */
    PyTuple_SET_ITEM(e, 1, cards);
    return e;
}

/* sj_run(consts, rng, phase, seat, dealer, deal1, level, trump, h1, h2, kitty, decl, decl_seat, first_decl,
 * passes, first_declarer_deals, strict, throws, trick, lead, best, best_key, points, tricks, history, done)
 * -> (history, done, last_trick, points0, points1, tricks, leader, auction, buried), or NotImplemented.
 *
 * ``phase`` is 0 declaration, 1 burial, 2 play; ``seat`` the state's to_act; ``level`` and ``trump`` the order's
 * (the state's level and -1 in the declaration); ``deal1`` and ``first_declarer_deals`` the truth of
 * ``deal_number == 1`` and ``first_dealer_rule == "first_declarer"``; the rest the state's own fields. ``auction``
 * is None unless the declaration ran, else (decl, decl_seat, first_decl, passes, trump, dealer) as the auction left
 * them; ``buried`` None unless the burial ran, else the buried cards. The hand ends with every hand empty.
 *
 * The domain (anything else: NotImplemented, before any draw): the exact random.Random; level 0-12; hands of
 * masks below 2**54 with m2 within m1. Declaration: every hand 25 cards, a kitty of 8 ids, no identity more than
 * twice among them all, a declaration of at most two ids (then its seat and the first declarer's set), passes
 * that have not ended the auction. Burial: the burier 33 cards, the others 25. Declaration and burial: no trick
 * (an empty tuple) and no Lead (None), as the play starts at a trick start. Play: hands that agree with the
 * trick (the seats still to play hold the lead's n cards more than the others; at a trick start all alike and not
 * empty), a trick of at most three (seat, ids) plays from the leader on with a Lead (suit 0-4, n >= 1, 2 pairs <=
 * n; a throw's cards ids with no third copy) exactly when the trick is under way, best a seat of the trick. */
static PyObject *sj_run(PyObject *const *args)
{
    static const char *const names[] = {"random", "getrandbits", "randrange", "_randbelow", "sample", "choice", NULL};
    sj_Consts K;
    PyObject *rng = args[1];
    if (!sj_consts(args[0], &K) || !tt_fast_ok || !Py_IS_TYPE(rng, tt_random_type) || tt_shadowed(rng, names))
        Py_RETURN_NOTIMPLEMENTED;
    tt_RandomObject *r = (tt_RandomObject *)rng;
    if (r->index < 0 || r->index > MT_N)
        Py_RETURN_NOTIMPLEMENTED;
    tt_Rng src = {r, NULL, NULL};
    int sense = args[26] != Py_None; /* the card-sense policy's single follows, its random share */
    double share = 0.0;
    if (sense) {
        if (!PyFloat_CheckExact(args[26]))
            Py_RETURN_NOTIMPLEMENTED;
        share = PyFloat_AS_DOUBLE(args[26]);
    }

    long phase, seat, dealer, level, trump, decl_seat, first_decl, passes, best, best_key, p0, p1, tricks;
    int deal1, first_declarer, strict, throws;
    uint64_t h1[4], h2[4];
    if (!tt_get_long(args[2], 0, 2, &phase) || !tt_get_long(args[3], 0, 3, &seat) ||
        !tt_get_long(args[4], 0, 3, &dealer) || !tt_get_flag(args[5], &deal1) || !tt_get_long(args[6], 0, 12, &level) ||
        !tt_get_long(args[7], -1, 4, &trump) || !sj_masks(args[8], h1) || !sj_masks(args[9], h2) ||
        !tt_get_flag(args[15], &first_declarer) || !tt_get_flag(args[16], &strict) || !tt_get_flag(args[17], &throws) ||
        !tt_get_long(args[20], -1, 3, &best) || !tt_get_long(args[21], -SJ_BOUND, SJ_BOUND, &best_key) ||
        !tt_get_long(args[23], -SJ_BOUND, SJ_BOUND, &tricks))
        Py_RETURN_NOTIMPLEMENTED;
    PyObject *points = args[22];
    if (!PyTuple_Check(points) || PyTuple_GET_SIZE(points) != 2 ||
        !tt_get_long(PyTuple_GET_ITEM(points, 0), -SJ_BOUND, SJ_BOUND, &p0) ||
        !tt_get_long(PyTuple_GET_ITEM(points, 1), -SJ_BOUND, SJ_BOUND, &p1))
        Py_RETURN_NOTIMPLEMENTED;
    int size[4];
    for (int s = 0; s < 4; s++) {
        if (h2[s] & ~h1[s])
            Py_RETURN_NOTIMPLEMENTED;
        size[s] = sj_size(h1[s], h2[s]);
    }

    /* before the play no trick is under way: the reference's play starts from the state's own trick and lead, so
     * any other would be followed as if led (the kernel starts the play at a trick start) */
    if (phase != SJ_PLAY && (args[19] != Py_None || !PyTuple_Check(args[18]) || PyTuple_GET_SIZE(args[18]) != 0))
        Py_RETURN_NOTIMPLEMENTED;
    int kitty[SJ_KITTY], decl[2], ndecl = 0;
    if (phase == SJ_DECLARE) {
        if (sj_read_cards(args[10], 0, SJ_KITTY, kitty) != SJ_KITTY || (ndecl = sj_read_cards(args[11], 0, 2, decl)) < 0 ||
            !tt_get_long(args[12], -1, 3, &decl_seat) || !tt_get_long(args[13], -1, 3, &first_decl) ||
            !tt_get_long(args[14], 0, ndecl ? 2 : 3, &passes) || (ndecl && (decl_seat < 0 || first_decl < 0)))
            Py_RETURN_NOTIMPLEMENTED;
        for (int c = 0; c < SJ_IDS; c++) { /* a part of the double deck: every hand's kitty card lands as a copy */
            int n = 0;
            for (int s = 0; s < 4; s++)
                n += (int)(h1[s] >> c & 1) + (int)(h2[s] >> c & 1);
            for (int i = 0; i < SJ_KITTY; i++)
                n += kitty[i] == c;
            if (n > 2)
                Py_RETURN_NOTIMPLEMENTED;
        }
        for (int s = 0; s < 4; s++)
            if (size[s] != SJ_HAND)
                Py_RETURN_NOTIMPLEMENTED;
    }
    else {
        if (trump < 0)
            Py_RETURN_NOTIMPLEMENTED;
        if (phase == SJ_BURY)
            for (int s = 0; s < 4; s++)
                if (size[s] != SJ_HAND + (s == seat ? SJ_KITTY : 0))
                    Py_RETURN_NOTIMPLEMENTED;
    }

    /* the play's position: the trick under way and its lead */
    sj_Order O;
    sj_Lead lead;
    int have_lead = 0, ntrick = 0, trick_points = 0, leader = (int)seat;
    PyObject *entries[4] = {NULL, NULL, NULL, NULL};
    if (phase == SJ_PLAY) {
        sj_order(&O, (int)level, (int)trump);
        PyObject *trick = args[18], *lo = args[19];
        for (int s = 0; s < 4; s++) /* (bounds every count of plays below 2**25) */
            if (size[s] > SJ_HAND)
                Py_RETURN_NOTIMPLEMENTED;
        if (!PyTuple_Check(trick) || PyTuple_GET_SIZE(trick) > 3)
            Py_RETURN_NOTIMPLEMENTED;
        ntrick = (int)PyTuple_GET_SIZE(trick);
        if (ntrick == 0) {
            if (lo != Py_None || size[0] == 0)
                Py_RETURN_NOTIMPLEMENTED;
            for (int s = 1; s < 4; s++)
                if (size[s] != size[0])
                    Py_RETURN_NOTIMPLEMENTED;
        }
        else {
            long v[5];
            if (!PyTuple_Check(lo) || PyTuple_GET_SIZE(lo) != 7 || !tt_get_long(PyTuple_GET_ITEM(lo, 0), 0, 4, &v[0]) ||
                !tt_get_long(PyTuple_GET_ITEM(lo, 1), 1, SJ_HAND, &v[1]) ||
                !tt_get_long(PyTuple_GET_ITEM(lo, 2), 0, SJ_HAND, &v[2]) ||
                !tt_get_long(PyTuple_GET_ITEM(lo, 4), 0, 1000, &v[4]) || 2 * v[2] > v[1] ||
                !tt_get_flag(PyTuple_GET_ITEM(lo, 5), &lead.throw_))
                Py_RETURN_NOTIMPLEMENTED;
            memset(lead.shape, 0, sizeof lead.shape);
            /* the key is not read: the trick's best key stands for it; a strict length above 16 asks for no tractor */
            lead.suit = (int)v[0], lead.n = (int)v[1], lead.pairs = (int)v[2], lead.key = 0, lead.strict_len = (int)v[4];
            lead.ncards = 0;
            if (lead.throw_ && lead.n > 1) {
                lead.ncards = sj_read_cards(PyTuple_GET_ITEM(lo, 6), 0, SJ_MAX, lead.cards);
                if (lead.ncards < 1 || !sj_at_most_two(lead.cards, lead.ncards))
                    Py_RETURN_NOTIMPLEMENTED;
                sj_shape(&O, lead.cards, lead.ncards, lead.shape);
            }
            have_lead = 1;
            leader = (int)((seat - ntrick + 4) % 4);
            int after = size[leader], before = size[seat]; /* the hands of the seats that played, of those to play */
            for (int i = 0; i < 4; i++)
                if (size[(leader + i) % 4] != (i < ntrick ? after : before))
                    Py_RETURN_NOTIMPLEMENTED;
            if (before != after + lead.n || best < 0)
                Py_RETURN_NOTIMPLEMENTED;
            int best_in = 0;
            for (int i = 0; i < ntrick; i++) {
                PyObject *e = PyTuple_GET_ITEM(trick, i);
                long s;
                int cards[SJ_MAX], n;
                if (!PyTuple_Check(e) || PyTuple_GET_SIZE(e) != 2 || !tt_get_long(PyTuple_GET_ITEM(e, 0), 0, 3, &s) ||
                    s != (leader + i) % 4 || (n = sj_read_cards(PyTuple_GET_ITEM(e, 1), 0, SJ_MAX, cards)) < 0)
                    Py_RETURN_NOTIMPLEMENTED;
                best_in |= s == best;
                for (int j = 0; j < n; j++)
                    trick_points += sj_points(cards[j]);
            }
            if (!best_in)
                Py_RETURN_NOTIMPLEMENTED;
        }
    }

    /* ---------------------------------------------------------------- from here on nothing declines */
    PyObject *history = Py_NewRef(args[24]), *done = Py_NewRef(args[25]), *last = NULL, *auction = NULL,
             *buried = NULL, *decl_obj = NULL;
    if (phase == SJ_DECLARE) { /* TractorGame.random_action and state.advance through the auction */
        PyObject *decl_kept = Py_NewRef(args[11]);
        int strength = ndecl == 0 ? 0 : ndecl == 1 ? 1 : decl[0] == SJ_SMALL ? 3 : decl[0] == SJ_BIG ? 4 : 2;
        for (;;) {
            int opts[10], two[10], no = 0;
            for (int s = 0; s < 4; s++) {
                int c = s * 13 + (int)level;
                if (strength < 1 && (h1[seat] >> c & 1))
                    opts[no] = c, two[no++] = 0;
                if (strength < 2 && (h2[seat] >> c & 1))
                    opts[no] = c, two[no++] = 1;
            }
            if (strength < 3 && (h2[seat] >> SJ_SMALL & 1))
                opts[no] = SJ_SMALL, two[no++] = 1;
            if (strength < 4 && (h2[seat] >> SJ_BIG & 1))
                opts[no] = SJ_BIG, two[no++] = 1;
            long k = tt_randbelow(&src, no + 1);
            if (k < no) { /* sorted([PASS, *declarations]): the declarations in their order, then the pass */
                PyObject *act = PyTuple_GET_ITEM(two[k] ? K.declare2 : K.declare1, opts[k]);
                history = tt_link(history, (int)seat, Py_NewRef(act));
                Py_SETREF(decl_kept, Py_NewRef(PyTuple_GET_ITEM(act, 2)));
                decl[0] = decl[1] = opts[k];
                ndecl = 1 + two[k];
                strength = ndecl == 1 ? 1 : decl[0] == SJ_SMALL ? 3 : decl[0] == SJ_BIG ? 4 : 2;
                decl_seat = seat;
                if (first_decl < 0)
                    first_decl = seat;
                passes = 0;
            }
            else {
                history = tt_link(history, (int)seat, Py_NewRef(K.pass));
                passes++;
                if ((ndecl && passes == 3) || passes == 4)
                    break;
            }
            if (history == NULL) {
                Py_DECREF(decl_kept);
                Py_DECREF(done);
                return NULL;
            }
            seat = (seat + 1) % 4;
        }
        if (history == NULL) {
            Py_DECREF(decl_kept);
            Py_DECREF(done);
            return NULL;
        }
        if (ndecl) { /* state._end_auction */
            trump = decl[0] >= 52 ? SJ_NT : decl[0] / 13;
            if (deal1)
                dealer = first_declarer ? first_decl : decl_seat;
        }
        else {
            int i = 0;
            while (kitty[i] >= 52)
                i++;
            trump = kitty[i] / 13;
        }
        for (int i = 0; i < SJ_KITTY; i++) {
            uint64_t b = ((uint64_t)1) << kitty[i];
            if (h1[dealer] & b)
                h2[dealer] |= b;
            else
                h1[dealer] |= b;
        }
        seat = dealer;
        decl_obj = decl_kept;
        phase = SJ_BURY;
    }
    if (phase == SJ_BURY) { /* random_action: Action(DISCARD, 0, tuple(sorted(rng.sample(hand_list, 8)))) */
        int held[SJ_HAND + SJ_KITTY], n = 0, pick[SJ_KITTY];
        for (uint64_t m = h1[seat]; m; m &= m - 1) {
            int c = __builtin_ctzll(m);
            held[n++] = c;
            if (h2[seat] >> c & 1)
                held[n++] = c;
        }
        sj_sample(&src, held, n, SJ_KITTY, pick);
        sj_sort(pick, SJ_KITTY);
        for (int i = 0; i < SJ_KITTY; i++)
            sj_remove(&h1[seat], &h2[seat], pick[i]);
        buried = sj_cards(pick, SJ_KITTY);
        if (buried != NULL)
            history = tt_link(history, (int)seat, sj_action(&K, K.discard, Py_NewRef(buried)));
        else
            Py_CLEAR(history);
        if (history == NULL) {
            Py_XDECREF(buried);
            Py_XDECREF(decl_obj);
            Py_DECREF(done);
            return NULL;
        }
        leader = (int)seat;
        phase = SJ_PLAY;
        sj_order(&O, (int)level, (int)trump);
    }
    else if (phase == SJ_PLAY) {
        for (int i = 0; i < ntrick; i++)
            entries[i] = Py_NewRef(PyTuple_GET_ITEM(args[18], i));
    }

    /* playout.random_play_out */
    sj_Sense T;
    if (sense)
        sj_sense_tables(&O, &T);
    int cards[SJ_MAX], n, pts = trick_points;
    for (;;) {
        uint64_t m1 = h1[seat], m2 = h2[seat];
        PyObject *act, *cards_obj;
        if (have_lead) {
            if (lead.n == 1 && sense && tt_random(&src) >= share) /* shengji_rollout.sense_single */
                cards[0] = sj_sense_follow(&O, &T, m1, lead.suit, best_key, best % 2 == seat % 2), n = 1;
            else if (lead.n == 1) {
                uint64_t pool = m1 & O.suit[lead.suit];
                if (!pool)
                    pool = m1;
                cards[0] = tt_nth_bit(pool, tt_below(&src, popc(pool)));
                n = 1;
            }
            else
                n = sj_follow(&O, m1, m2, lead.suit, lead.n, lead.pairs, lead.strict_len, &src, cards);
            act = sj_play_action(&K, cards, n);
            long long key = sj_play_key(&O, cards, n, &lead);
            if (key > best_key)
                best = seat, best_key = key;
            cards_obj = act ? Py_NewRef(PyTuple_GET_ITEM(act, 2)) : NULL;
        }
        else {
            n = throws ? sj_throw_lead(&O, m1, m2, &src, cards) : sj_unit_lead(&O, m1, m2, &src, cards);
            if (n == 0) {
                PyErr_SetString(PyExc_SystemError, "shengji_playout: no lead drawn");
                goto fail;
            }
            act = sj_play_action(&K, cards, n);
            sj_make_lead(&O, cards, n, h1, h2, (int)seat, strict, &lead);
            if (lead.ncards == n) /* not cut down: the same cards as the action's (sorted either way) */
                cards_obj = act ? Py_NewRef(PyTuple_GET_ITEM(act, 2)) : NULL;
            else
                cards_obj = act ? sj_cards(lead.cards, lead.ncards) : NULL;
            n = lead.ncards;
            memcpy(cards, lead.cards, sizeof(int) * n);
            have_lead = 1;
            ntrick = 0;
            best = leader = (int)seat;
            best_key = lead.key;
            pts = 0;
        }
        history = tt_link(history, (int)seat, act);
        PyObject *entry;
        if (n == 1 || (n == 2 && cards[0] == cards[1])) { /* the shared (seat, cards) of a single or a pair */
            Py_XDECREF(cards_obj);
            entry = cards_obj ? Py_NewRef(PyTuple_GET_ITEM(n == 1 ? K.entry1 : K.entry2, seat * SJ_IDS + cards[0])) : NULL;
        }
        else
            entry = sj_trick_entry((int)seat, cards_obj);
        if (history == NULL || entry == NULL) {
            Py_XDECREF(entry);
            goto fail;
        }
        entries[ntrick++] = entry;
        for (int i = 0; i < n; i++) {
            sj_remove(&m1, &m2, cards[i]);
            pts += sj_points(cards[i]);
        }
        h1[seat] = m1, h2[seat] = m2;
        if (ntrick < 4) {
            seat = (seat + 1) % 4;
            continue;
        }
        if (best % 2 == 0)
            p0 += pts;
        else
            p1 += pts;
        tricks++;
        PyObject *t = PyTuple_New(4);
        if (t == NULL)
            goto fail;
        for (int i = 0; i < 4; i++) {
            PyTuple_SET_ITEM(t, i, entries[i]);
            entries[i] = NULL;
        }
        PyObject *node = PyTuple_New(3); /* (done, plays, winner); the last one also makes last_trick */
        if (node == NULL) {
            Py_DECREF(t);
            goto fail;
        }
        PyTuple_SET_ITEM(node, 0, done);
        PyTuple_SET_ITEM(node, 1, t);
        PyTuple_SET_ITEM(node, 2, PyLong_FromLong(best)); /* a small int: cached, never fails */
        done = node;
        leader = (int)best;
        have_lead = 0;
        ntrick = 0;
        if (m1 == 0)
            break;
        seat = best;
    }
    last = PyTuple_Pack(2, PyTuple_GET_ITEM(done, 1), PyTuple_GET_ITEM(done, 2));
    if (last == NULL)
        goto fail;
    if (decl_obj != NULL) {
        auction = Py_BuildValue("(Nlllll)", decl_obj, decl_seat, first_decl, passes, trump, dealer);
        decl_obj = NULL;
        if (auction == NULL)
            goto fail;
    }
    return Py_BuildValue("(NNNLLLlNN)", history, done, last, (long long)p0, (long long)p1, (long long)tricks,
                         (long)leader, auction ? auction : Py_NewRef(Py_None), buried ? buried : Py_NewRef(Py_None));
fail:
    for (int i = 0; i < 4; i++)
        Py_XDECREF(entries[i]);
    Py_XDECREF(history);
    Py_XDECREF(done);
    Py_XDECREF(last);
    Py_XDECREF(buried);
    Py_XDECREF(decl_obj);
    Py_XDECREF(auction);
    return NULL;
}

/* shengji_playout(consts, rng, state, phase, level, trump, deal1, first_declarer_deals) -> the final HandState of
 * TractorGame.random_playout(state, rng), or NotImplemented (see sj_run: the state's fields are read by the indices
 * the constants give, and the final state is the state with the fields the playout changes replaced). */
PyObject *tt_shengji_playout(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 9) {
        PyErr_SetString(PyExc_TypeError, "shengji_playout takes 9 arguments");
        return NULL;
    }
    sj_Consts K;
    PyObject *state = args[2];
    if (!sj_consts(args[0], &K) || !PyTuple_Check(state) || PyTuple_GET_SIZE(state) != K.nfields ||
        Py_TYPE(state)->tp_basicsize != PyTuple_Type.tp_basicsize || Py_TYPE(state)->tp_itemsize != PyTuple_Type.tp_itemsize)
        Py_RETURN_NOTIMPLEMENTED; /* (a tuple, or a subclass with nothing beside its items: HandState) */
#define FIELD(f) PyTuple_GET_ITEM(state, K.field[f])
    PyObject *a[27] = {
        args[0], args[1], args[3], FIELD(F_TO_ACT), FIELD(F_DEALER), args[6], args[4], args[5], FIELD(F_H1),
        FIELD(F_H2), FIELD(F_KITTY), FIELD(F_DECL), FIELD(F_DECL_SEAT), FIELD(F_FIRST_DECL), FIELD(F_PASSES), args[7],
        FIELD(F_STRICT), FIELD(F_THROWS), FIELD(F_TRICK), FIELD(F_LEAD), FIELD(F_BEST), FIELD(F_BEST_KEY),
        FIELD(F_POINTS), FIELD(F_TRICKS), FIELD(F_HISTORY), FIELD(F_DONE), args[8],
    };
#undef FIELD
    PyObject *got = sj_run(a);
    if (got == NULL || got == Py_NotImplemented)
        return got;
    /* (history, done, last_trick, points0, points1, tricks, leader, auction, buried) */
    PyObject *auction = PyTuple_GET_ITEM(got, 7), *order = NULL;
    if (auction != Py_None) { /* ordering.order_for(state.level, trump) */
        order = PyObject_CallFunctionObjArgs(K.order_for, args[4], PyTuple_GET_ITEM(auction, 4), NULL);
        if (order == NULL) {
            Py_DECREF(got);
            return NULL;
        }
    }
    PyTypeObject *type = Py_TYPE(state);
    PyObject *out = type->tp_alloc(type, K.nfields), *points = Py_BuildValue("(OO)", PyTuple_GET_ITEM(got, 3),
                                                                             PyTuple_GET_ITEM(got, 4));
    if (out == NULL || points == NULL) {
        Py_XDECREF(out);
        Py_XDECREF(points);
        Py_XDECREF(order);
        Py_DECREF(got);
        return NULL;
    }
    PyObject *items[200];
    for (int i = 0; i < K.nfields; i++)
        items[i] = PyTuple_GET_ITEM(state, i);
    PyObject *minus = PyLong_FromLong(-1), *empty = PyTuple_New(0); /* cached singletons */
    items[K.field[F_H1]] = items[K.field[F_H2]] = K.empty;
    items[K.field[F_TRICK]] = empty;
    items[K.field[F_LEAD]] = Py_None;
    items[K.field[F_BEST]] = items[K.field[F_BEST_KEY]] = items[K.field[F_TO_ACT]] = minus;
    items[K.field[F_PHASE]] = K.over;
    items[K.field[F_HISTORY]] = PyTuple_GET_ITEM(got, 0);
    items[K.field[F_DONE]] = PyTuple_GET_ITEM(got, 1);
    items[K.field[F_LAST_TRICK]] = PyTuple_GET_ITEM(got, 2);
    items[K.field[F_POINTS]] = points;
    items[K.field[F_TRICKS]] = PyTuple_GET_ITEM(got, 5);
    items[K.field[F_LEADER]] = PyTuple_GET_ITEM(got, 6);
    if (order != NULL) {
        static const int names[6] = {F_DECL, F_DECL_SEAT, F_FIRST_DECL, F_PASSES, F_TRUMP, F_DEALER};
        for (int i = 0; i < 6; i++)
            items[K.field[names[i]]] = PyTuple_GET_ITEM(auction, i);
        items[K.field[F_ORDER]] = order;
    }
    if (PyTuple_GET_ITEM(got, 8) != Py_None)
        items[K.field[F_BURIED]] = PyTuple_GET_ITEM(got, 8);
    for (int i = 0; i < K.nfields; i++)
        PyTuple_SET_ITEM(out, i, Py_NewRef(items[i]));
    Py_DECREF(minus);
    Py_DECREF(empty);
    Py_DECREF(points);
    Py_XDECREF(order);
    Py_DECREF(got);
    return out;
}

/* shengji_deal(hands, extra) -> ((h1 of each hand), (h2 of each hand)) for a deal TractorGame.start_hand accepts
 * (four hands of 25 ids and a kitty of 8, tuples or lists, holding the double deck: every id 0-53 exactly twice),
 * or NotImplemented for anything else (the reference then gives its answer or its error). */
PyObject *tt_shengji_deal(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "shengji_deal takes 2 arguments");
        return NULL;
    }
    PyObject *hands = args[0];
    int ids[SJ_HAND], count[SJ_IDS] = {0};
    uint64_t h1[4], h2[4];
    if (!(PyTuple_CheckExact(hands) || PyList_CheckExact(hands)) || PySequence_Fast_GET_SIZE(hands) != 4)
        Py_RETURN_NOTIMPLEMENTED;
    for (int s = 0; s < 4; s++) {
        PyObject *h = PySequence_Fast_GET_ITEM(hands, s);
        if (!(PyTuple_CheckExact(h) || PyList_CheckExact(h)) || sj_read_cards(h, 1, SJ_HAND, ids) != SJ_HAND)
            Py_RETURN_NOTIMPLEMENTED;
        h1[s] = h2[s] = 0;
        for (int i = 0; i < SJ_HAND; i++) {
            uint64_t b = ((uint64_t)1) << ids[i];
            count[ids[i]]++;
            if (h1[s] & b)
                h2[s] |= b;
            else
                h1[s] |= b;
        }
    }
    if (!(PyTuple_CheckExact(args[1]) || PyList_CheckExact(args[1])) || sj_read_cards(args[1], 1, SJ_KITTY, ids) != SJ_KITTY)
        Py_RETURN_NOTIMPLEMENTED;
    for (int i = 0; i < SJ_KITTY; i++)
        count[ids[i]]++;
    for (int c = 0; c < SJ_IDS; c++)
        if (count[c] != 2)
            Py_RETURN_NOTIMPLEMENTED;
    return Py_BuildValue("((KKKK)(KKKK))", (unsigned long long)h1[0], (unsigned long long)h1[1],
                         (unsigned long long)h1[2], (unsigned long long)h1[3], (unsigned long long)h2[0],
                         (unsigned long long)h2[1], (unsigned long long)h2[2], (unsigned long long)h2[3]);
}
