/* The compiled playout core of the Go family (issue 28): the same board rules as
 * magnetdesk/engine/go/playout.py (PlayoutBoard) and the same playout policy as
 * magnetdesk/ai/go/playout_policy.py, about thirty times faster.
 *
 * It is optional: setup.py builds it when a C compiler is there, and
 * magnetdesk/ai/go/fast_playout.py falls back to the pure-Python playouts when it is not.
 * The pure-Python board stays the rules oracle: tests/ai/go/test_fast_playout.py replays thousands
 * of these playouts on it move by move and compares every board and every count.
 *
 * Chains are rings of stones (next[]) named by a head; each chain keeps its pseudo-liberties
 * (a stone's empty sides, counted once per stone): their number, sum and sum of squares. A
 * chain is in atari exactly when all its pseudo-liberties are one point (the sum of squares
 * times the number equals the square of the sum), and that point is sum / number.
 *
 * core.h: the board and the core's types, shared by board.c (the rules), policy.c (the
 * playout policy), priors.c (a new tree node's priors) and module.c (the Python type).
 */
#ifndef MAGNETDESK_PLAYCORE_H
#define MAGNETDESK_PLAYCORE_H
#include "../../core/compiled.h"

#define EMPTY 0
#define BLACK 1
#define WHITE 2
#define PASS (-1)
#define NO_POINT (-2)
#define CODES 65536
#define READ_DEPTH 40   /* ladder.READ_DEPTH: the deepest reading asked for */
#define READ_LEVELS 48  /* the reading's boards: a ply each, and three to start from */

typedef struct {
    /* per cell */
    uint8_t *colour;
    uint16_t *code;
    int32_t *head, *next, *size, *plibs, *empties, *where;
    int64_t *lsum, *lsum2;
    /* scalars */
    int n_empty, to_move, ko, last, last2, passes, over, winner, last_captured, ply;
    int prisoners[3];
    uint64_t hash;
    /* the positions after each side's earlier moves (Stoical Go's repetition rule) */
    uint64_t *seen_keys[2];
    uint8_t *seen_used[2];
} State;

typedef struct {
    PyObject_HEAD
    int n;
    int32_t *nb;      /* n * 4 neighbours, -1 padded */
    int32_t *near8;   /* n * 8, -1 padded */
    int32_t *around;  /* n * 8 pairs (point, shift), -1 padded */
    uint8_t *pattern, *eye[3], *free_sides;
    uint64_t *zobrist; /* 3 * n */
    double p_capture, p_pattern, refuse_suggested, refuse_random, refuse_big;
    int ladders; /* Go's ladders read in the playouts and the priors (go_ladder.py) */
    /* rules */
    int suicide, stoical, snapback, first_capture_wins, simple_ko, repetition;
    int seen_cap; /* 0 without the repetition rule */
    char *block;      /* the root's and the work state's arrays */
    size_t state_bytes;
    State root, work;
    int ready;
    uint64_t rng;
    int32_t *scratch; /* n: move lists, regions */
    /* a new tree node's priors (priors.c; set_priors) */
    uint8_t *lines;    /* n: the line of each point, 0 at the edge */
    int32_t *near3;    /* n * near3_width: the points within three steps, -1 padded */
    int near3_width;
    double prior_self_atari, prior_capture_one, prior_capture_many, prior_pattern;
    double prior_near[3], prior_empty_area;
    int32_t *slot;     /* n: a point's child, -1 for none */
    int32_t *queue;    /* 4n + 16: the distance walk */
    int32_t *mark;    /* n: generation marks */
    int32_t generation;
    /* Atari-Go's reading (ladder.c): a board per ply, made when first needed */
    State *stack;
    char *stack_block;
} Core;

/* --- random numbers: xorshift64* ------------------------------------------------------ */

static inline uint64_t next_random(Core *c) { return xorshift_next(&c->rng); }

static inline double uniform(Core *c) { return xorshift_uniform(&c->rng); }

static inline int below(Core *c, int count) { return xorshift_below(&c->rng, count); }

/* --- chains ---------------------------------------------------------------------------- */

static inline int in_atari(const State *s, int h) {
    int64_t p = s->plibs[h];
    return p > 0 && p * s->lsum2[h] == s->lsum[h] * s->lsum[h];
}

static inline int atari_point(const State *s, int h) { return (int)(s->lsum[h] / s->plibs[h]); }

static inline void add_lib(State *s, int h, int point) {
    s->plibs[h] += 1;
    s->lsum[h] += point;
    s->lsum2[h] += (int64_t)point * point;
}

static inline void drop_lib(State *s, int h, int point) {
    s->plibs[h] -= 1;
    s->lsum[h] -= point;
    s->lsum2[h] -= (int64_t)point * point;
}

/* board.c */
int seen_add(Core *c, State *s, int parity, uint64_t key);
int chain_liberties(Core *c, const State *s, int h, int most, int *out);
int liberties_upto(Core *c, const State *s, int cell, int colour, int most, int *size);
int captures_if_legal(Core *c, const State *s, int cell, int *captures);
int play(Core *c, State *s, int cell);
/* If colour played the empty cell: its chain's liberties (2 for "two or more", and for a
 * capture); *size gets the chain's stones when fewer than two. */
static inline int liberties_after(Core *c, const State *s, int cell, int colour, int *size) {
    return liberties_upto(c, s, cell, colour, 2, size);
}
/* policy.c */
int policy_step(Core *c, State *s);
void owners(Core *c, const State *s, uint8_t *owner);
/* priors.c */
int expansion_priors(Core *c, const State *s, int32_t *cells, double *visits, double *wins);
/* ladder.c */
int atari_go_priors(Core *c, const State *s, int depth, int setups, const int32_t *cells,
                    int count, double *visits, double *wins);
int wins_now(Core *c, const State *s, int depth);
int ladder_ready(Core *c);
int go_ladder_escapes(Core *c, const State *s, int cell, int level);
int go_ladder_atari(Core *c, const State *s, int cell, int level);
/* Whether Go's ladders are read here: asked for, and rules the reading plays (no seen
 * positions, no first capture that wins: Atari-Go reads its own). */
static inline int reads_ladders(const Core *c) {
    return c->ladders && c->stack && !c->seen_cap && !c->first_capture_wins;
}
/* module.c */
void state_bind(State *s, char *p, int n);
void state_copy(Core *c, State *to, const State *from);

#endif
