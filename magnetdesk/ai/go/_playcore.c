/* The compiled playout core of the Go family (issue 28): the same board rules as
 * magnetdesk/engine/go/playout.py (PlayoutBoard) and the same playout policy as
 * magnetdesk/ai/go/playout_policy.py, about thirty times faster.
 *
 * It is optional: setup.py builds it when a C compiler is there, and
 * magnetdesk/ai/go/fast_playout.py falls back to the pure-Python playouts when it is not.
 * The pure-Python board stays the rules oracle: tests/test_fast_playout.py replays thousands
 * of these playouts on it move by move and compares every board and every count.
 *
 * Chains are rings of stones (next[]) named by a head; each chain keeps its pseudo-liberties
 * (a stone's empty sides, counted once per stone): their number, sum and sum of squares. A
 * chain is in atari exactly when all its pseudo-liberties are one point (the sum of squares
 * times the number equals the square of the sum), and that point is sum / number.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#define EMPTY 0
#define BLACK 1
#define WHITE 2
#define PASS (-1)
#define NO_POINT (-2)
#define CODES 65536

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
    /* rules */
    int suicide, stoical, snapback, first_capture_wins, simple_ko, repetition;
    int seen_cap; /* 0 without the repetition rule */
    char *block;      /* the root's and the work state's arrays */
    size_t state_bytes;
    State root, work;
    int ready;
    uint64_t rng;
    int32_t *scratch; /* n: move lists, regions */
    int32_t *mark;    /* n: generation marks */
    int32_t generation;
} Core;

/* --- random numbers: xorshift64* ------------------------------------------------------ */

static inline uint64_t next_random(Core *c) {
    uint64_t x = c->rng;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    c->rng = x;
    return x * 0x2545F4914F6CDD1DULL;
}

static inline double uniform(Core *c) { return (next_random(c) >> 11) * (1.0 / 9007199254740992.0); }

static inline int below(Core *c, int count) { return (int)(uniform(c) * count); }

/* --- the seen positions ---------------------------------------------------------------- */

static int seen_add(Core *c, State *s, int parity, uint64_t key) {
    /* Adds key; answers 1 if it was there already. */
    uint64_t *keys = s->seen_keys[parity];
    uint8_t *used = s->seen_used[parity];
    int mask = c->seen_cap - 1;
    int i = (int)((key ^ (key >> 29)) & (uint64_t)mask);
    while (used[i]) {
        if (keys[i] == key) return 1;
        i = (i + 1) & mask;
    }
    used[i] = 1;
    keys[i] = key;
    return 0;
}

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

/* The distinct liberties of chain h, up to `most` of them, into out; answers how many. */
static int chain_liberties(Core *c, const State *s, int h, int most, int *out) {
    int found = 0;
    int stone = h;
    do {
        const int32_t *nb = c->nb + 4 * stone;
        for (int k = 0; k < 4 && nb[k] >= 0; k++) {
            int p = nb[k];
            if (s->colour[p] != EMPTY) continue;
            int dup = 0;
            for (int j = 0; j < found; j++) dup |= out[j] == p;
            if (dup) continue;
            out[found++] = p;
            if (found >= most) return found;
        }
        stone = s->next[stone];
    } while (stone != h);
    return found;
}

static inline void set_code(Core *c, State *s, int cell, int delta_colour, int sign) {
    const int32_t *ar = c->around + 16 * cell;
    for (int k = 0; k < 8 && ar[2 * k] >= 0; k++) {
        int v = delta_colour << ar[2 * k + 1];
        s->code[ar[2 * k]] = (uint16_t)(s->code[ar[2 * k]] + sign * v);
    }
}

/* Take chain h off; its points become liberties of the chains next to them. */
static int remove_chain(Core *c, State *s, int h) {
    int colour = s->colour[h];
    int count = 0;
    int stone = h;
    do {
        s->colour[stone] = EMPTY;
        s->hash ^= c->zobrist[colour * c->n + stone];
        set_code(c, s, stone, colour, -1);
        s->where[stone] = s->n_empty;
        s->empties[s->n_empty++] = stone;
        count++;
        stone = s->next[stone];
    } while (stone != h);
    do {
        const int32_t *nb = c->nb + 4 * stone;
        for (int k = 0; k < 4 && nb[k] >= 0; k++) {
            int m = nb[k];
            if (s->colour[m] != EMPTY) add_lib(s, s->head[m], stone);
        }
        stone = s->next[stone];
    } while (stone != h);
    return count;
}

static void check_repetition(Core *c, State *s, int move, int colour) {
    if (!c->seen_cap) return;
    int there = seen_add(c, s, s->ply & 1, s->hash);
    if (move != PASS && there) {
        s->over = 1;
        s->winner = c->repetition == 1 ? 0 : 3 - colour;
    }
}

/* Play cell or PASS for the side to move; 0 (and no change) if illegal. */
static int play(Core *c, State *s, int cell) {
    int colour = s->to_move;
    int other = 3 - colour;
    if (cell == PASS) {
        if (s->over) return 0;
        s->to_move = other;
        s->last2 = s->last;
        s->last = PASS;
        s->ply++;
        check_repetition(c, s, PASS, colour);
        s->passes++;
        s->ko = NO_POINT;
        s->last_captured = 0;
        if (s->passes >= 2 && c->first_capture_wins) {
            int black = 0, white = 0;
            for (int i = 0; i < c->n; i++) {
                black += s->colour[i] == BLACK;
                white += s->colour[i] == WHITE;
            }
            s->over = 1;
            s->winner = black == white ? 0 : black > white ? BLACK : WHITE;
        }
        return 1;
    }
    if (s->over || s->colour[cell] != EMPTY || cell == s->ko) return 0;
    const int32_t *nb = c->nb + 4 * cell;
    int breathes = c->suicide;
    int captures[4], n_captures = 0;
    for (int k = 0; k < 4 && nb[k] >= 0; k++) {
        int n = nb[k];
        int st = s->colour[n];
        if (st == EMPTY) {
            breathes = 1;
        } else if (st == colour) {
            if (!in_atari(s, s->head[n])) breathes = 1;
        } else {
            int h = s->head[n];
            if (in_atari(s, h)) {
                int dup = 0;
                for (int j = 0; j < n_captures; j++) dup |= captures[j] == h;
                if (!dup) captures[n_captures++] = h;
            }
        }
    }
    if (n_captures) {
        if (c->stoical && s->last_captured) {
            int taken = 0;
            for (int j = 0; j < n_captures; j++) taken += s->size[captures[j]];
            if (!(c->snapback && taken > s->last_captured)) return 0;
        }
    } else if (!breathes) {
        return 0;
    }
    /* place the stone */
    s->colour[cell] = (uint8_t)colour;
    s->hash ^= c->zobrist[colour * c->n + cell];
    set_code(c, s, cell, colour, 1);
    int last = s->empties[--s->n_empty];
    if (last != cell) {
        int i = s->where[cell];
        s->empties[i] = last;
        s->where[last] = i;
    }
    int own = cell;
    s->head[cell] = cell;
    s->next[cell] = cell;
    s->size[cell] = 1;
    s->plibs[cell] = 0;
    s->lsum[cell] = 0;
    s->lsum2[cell] = 0;
    for (int k = 0; k < 4 && nb[k] >= 0; k++) {
        int n = nb[k];
        if (s->colour[n] == EMPTY) add_lib(s, cell, n);
        else if (n != cell) drop_lib(s, s->head[n], cell);
    }
    for (int k = 0; k < 4 && nb[k] >= 0; k++) {
        int n = nb[k];
        if (s->colour[n] != colour) continue;
        int h = s->head[n];
        if (h == own) continue;
        int big = own, small = h;
        if (s->size[h] > s->size[own]) {
            big = h;
            small = own;
        }
        int stone = small;
        do {
            s->head[stone] = big;
            stone = s->next[stone];
        } while (stone != small);
        int tmp = s->next[big];
        s->next[big] = s->next[small];
        s->next[small] = tmp;
        s->size[big] += s->size[small];
        s->plibs[big] += s->plibs[small];
        s->lsum[big] += s->lsum[small];
        s->lsum2[big] += s->lsum2[small];
        own = big;
    }
    int captured = 0;
    for (int j = 0; j < n_captures; j++) captured += remove_chain(c, s, captures[j]);
    s->ko = NO_POINT;
    if (captured) {
        s->prisoners[colour] += captured;
        if (captured == 1 && c->simple_ko && s->size[own] == 1 && s->plibs[own] == 1)
            s->ko = (int)s->lsum[own];
    } else if (s->plibs[own] == 0) { /* suicide, where it is allowed */
        s->prisoners[other] += remove_chain(c, s, own);
    }
    s->last_captured = captured;
    s->passes = 0;
    if (captured && c->first_capture_wins) {
        s->over = 1;
        s->winner = colour;
    }
    s->to_move = other;
    s->last2 = s->last;
    s->last = cell;
    s->ply++;
    check_repetition(c, s, cell, colour);
    return 1;
}

/* --- the playout policy (playout_policy.py) ------------------------------------------- */

/* If colour played the empty cell: its chain's liberties (2 for "two or more", and for a
 * capture); *size gets the chain's stones when fewer than two. */
static int liberties_after(Core *c, const State *s, int cell, int colour, int *size) {
    int found[12], n_found = 0;
    int joined[4], n_joined = 0;
    int libs[3];
    *size = 1;
    const int32_t *nb = c->nb + 4 * cell;
    for (int k = 0; k < 4 && nb[k] >= 0; k++) {
        int n = nb[k];
        int st = s->colour[n];
        if (st == EMPTY) {
            int dup = 0;
            for (int j = 0; j < n_found; j++) dup |= found[j] == n;
            if (!dup) found[n_found++] = n;
        } else if (st == colour) {
            int h = s->head[n];
            int dup = 0;
            for (int j = 0; j < n_joined; j++) dup |= joined[j] == h;
            if (dup) continue;
            joined[n_joined++] = h;
            int count = chain_liberties(c, s, h, 3, libs);
            if (count > 2) return 2;
            for (int i = 0; i < count; i++) {
                int d = 0;
                for (int j = 0; j < n_found; j++) d |= found[j] == libs[i];
                if (!d) found[n_found++] = libs[i];
            }
            *size += s->size[h];
        } else if (in_atari(s, s->head[n])) {
            return 2;
        }
    }
    int count = 0;
    for (int j = 0; j < n_found; j++) count += found[j] != cell;
    return count < 2 ? count : 2;
}

/* Captures and escapes around the last two moves, into out; answers how many. */
static int atari_moves(Core *c, const State *s, int32_t *out) {
    int colour = s->to_move;
    int other = 3 - colour;
    int n_moves = 0;
    int cells[10], n_cells = 0;
    int seen[10], n_seen = 0;
    cells[n_cells++] = s->last;
    for (int k = 0; k < 4 && c->nb[4 * s->last + k] >= 0; k++) cells[n_cells++] = c->nb[4 * s->last + k];
    if (s->last2 >= 0) {
        cells[n_cells++] = s->last2;
        for (int k = 0; k < 4 && c->nb[4 * s->last2 + k] >= 0; k++)
            cells[n_cells++] = c->nb[4 * s->last2 + k];
    }
    for (int i = 0; i < n_cells; i++) {
        int cell = cells[i];
        int st = s->colour[cell];
        if (st == EMPTY) continue;
        int h = s->head[cell];
        int dup = 0;
        for (int j = 0; j < n_seen; j++) dup |= seen[j] == h;
        if (dup) continue;
        seen[n_seen++] = h;
        if (!in_atari(s, h)) continue;
        int liberty = atari_point(s, h);
        if (st == other) {
            if (n_moves < c->n) out[n_moves++] = liberty;
            continue;
        }
        int stone = h; /* ours in atari: capture a neighbour in atari ... */
        do {
            const int32_t *nb = c->nb + 4 * stone;
            for (int k = 0; k < 4 && nb[k] >= 0; k++) {
                int m = nb[k];
                if (s->colour[m] == other && in_atari(s, s->head[m]) && n_moves < c->n)
                    out[n_moves++] = atari_point(s, s->head[m]);
            }
            stone = s->next[stone];
        } while (stone != h);
        int size;
        if (liberties_after(c, s, liberty, colour, &size) >= 2 && n_moves < c->n)
            out[n_moves++] = liberty; /* ... or run */
    }
    return n_moves;
}

static int refused(Core *c, const State *s, int cell, int colour, double chance) {
    if (c->free_sides[s->code[cell]] >= 2) return 0;
    int size;
    return liberties_after(c, s, cell, colour, &size) < 2 && uniform(c) < chance;
}

static int random_move(Core *c, State *s) {
    int count = s->n_empty;
    int colour = s->to_move;
    const uint8_t *eye = c->eye[colour];
    if (count) {
        int start = below(c, count);
        for (int i = start; i < start + count; i++) {
            int cell = s->empties[i < count ? i : i - count];
            int shape = s->code[cell];
            if (eye[shape]) continue;
            if (c->free_sides[shape] < 2) {
                int size;
                int libs = liberties_after(c, s, cell, colour, &size);
                if (libs < 2 && uniform(c) < (size > 1 ? c->refuse_big : c->refuse_random)) continue;
            }
            if (play(c, s, cell)) return cell;
        }
    }
    play(c, s, PASS);
    return PASS;
}

static int policy_step(Core *c, State *s) {
    int colour = s->to_move;
    int last = s->last;
    if (last >= 0) {
        if (uniform(c) < c->p_capture) {
            int count = atari_moves(c, s, c->scratch);
            for (int i = 0; i < count; i++) {
                int move = c->scratch[i];
                if (s->colour[move] == EMPTY && !refused(c, s, move, colour, c->refuse_suggested) &&
                    play(c, s, move))
                    return move;
            }
        }
        if (uniform(c) < c->p_pattern) {
            int shapes[8], n_shapes = 0;
            const int32_t *near = c->near8 + 8 * last;
            for (int k = 0; k < 8 && near[k] >= 0; k++) {
                int p = near[k];
                if (s->colour[p] == EMPTY && c->pattern[s->code[p]]) shapes[n_shapes++] = p;
            }
            while (n_shapes) {
                int i = below(c, n_shapes);
                int move = shapes[i];
                for (int j = i; j < n_shapes - 1; j++) shapes[j] = shapes[j + 1];
                n_shapes--;
                if (!refused(c, s, move, colour, c->refuse_suggested) && play(c, s, move)) return move;
            }
        }
    }
    return random_move(c, s);
}

/* Who each point belongs to (area counting): its stone, or the one colour bordering its
 * empty region; 0 for nobody. */
static void owners(Core *c, const State *s, uint8_t *owner) {
    int n = c->n;
    int32_t *region = c->scratch;
    int32_t *mark = c->mark;
    int32_t gen = ++c->generation;
    memcpy(owner, s->colour, n);
    for (int start = 0; start < n; start++) {
        if (s->colour[start] != EMPTY || mark[start] == gen) continue;
        int count = 0, bordering = 0;
        region[count++] = start;
        mark[start] = gen;
        for (int i = 0; i < count; i++) {
            const int32_t *nb = c->nb + 4 * region[i];
            for (int k = 0; k < 4 && nb[k] >= 0; k++) {
                int m = nb[k];
                int st = s->colour[m];
                if (st == EMPTY) {
                    if (mark[m] != gen) {
                        mark[m] = gen;
                        region[count++] = m;
                    }
                } else {
                    bordering |= st;
                }
            }
        }
        if (bordering == BLACK || bordering == WHITE)
            for (int i = 0; i < count; i++) owner[region[i]] = (uint8_t)bordering;
    }
}

/* --- the Python type ------------------------------------------------------------------- */

static void state_bind(State *s, char *p, int n) {
    s->colour = (uint8_t *)p; p += n;
    p += (8 - ((uintptr_t)p & 7)) & 7;
    s->code = (uint16_t *)p; p += 2 * n;
    p += (8 - ((uintptr_t)p & 7)) & 7;
    s->head = (int32_t *)p; p += 4 * n;
    s->next = (int32_t *)p; p += 4 * n;
    s->size = (int32_t *)p; p += 4 * n;
    s->plibs = (int32_t *)p; p += 4 * n;
    s->empties = (int32_t *)p; p += 4 * n;
    s->where = (int32_t *)p; p += 4 * n;
    p += (8 - ((uintptr_t)p & 7)) & 7;
    s->lsum = (int64_t *)p; p += 8 * n;
    s->lsum2 = (int64_t *)p;
}

/* Rounded to 64 bytes, so that both states of the block have the same layout. */
static size_t state_bytes(int n) { return ((size_t)n * (1 + 2 + 6 * 4 + 2 * 8) + 64 + 63) & ~(size_t)63; }

static void state_copy(Core *c, State *to, const State *from) {
    State keep = *to;
    memcpy(c->block + (to == &c->work ? c->state_bytes : 0),
           c->block + (from == &c->work ? c->state_bytes : 0), c->state_bytes);
    *to = *from;
    to->colour = keep.colour; to->code = keep.code; to->head = keep.head; to->next = keep.next;
    to->size = keep.size; to->plibs = keep.plibs; to->empties = keep.empties;
    to->where = keep.where; to->lsum = keep.lsum; to->lsum2 = keep.lsum2;
    for (int parity = 0; parity < 2; parity++) {
        to->seen_keys[parity] = keep.seen_keys[parity];
        to->seen_used[parity] = keep.seen_used[parity];
        if (c->seen_cap) {
            memcpy(to->seen_keys[parity], from->seen_keys[parity], 8 * (size_t)c->seen_cap);
            memcpy(to->seen_used[parity], from->seen_used[parity], (size_t)c->seen_cap);
        }
    }
}

static void core_free_arrays(Core *c) {
    PyMem_Free(c->nb); PyMem_Free(c->near8);
    PyMem_Free(c->around); PyMem_Free(c->pattern); PyMem_Free(c->eye[1]); PyMem_Free(c->eye[2]);
    PyMem_Free(c->free_sides); PyMem_Free(c->zobrist); PyMem_Free(c->block);
    PyMem_Free(c->scratch); PyMem_Free(c->mark);
    for (int parity = 0; parity < 2; parity++) {
        PyMem_Free(c->root.seen_keys[parity]); PyMem_Free(c->root.seen_used[parity]);
        PyMem_Free(c->work.seen_keys[parity]); PyMem_Free(c->work.seen_used[parity]);
    }
}

static void Core_dealloc(Core *c) {
    core_free_arrays(c);
    Py_TYPE(c)->tp_free((PyObject *)c);
}

static void *copy_buffer(PyObject *obj, Py_ssize_t want, const char *name) {
    Py_buffer view;
    if (PyObject_GetBuffer(obj, &view, PyBUF_SIMPLE) < 0) return NULL;
    if (view.len != want) {
        PyErr_Format(PyExc_ValueError, "%s: %zd bytes, expected %zd", name, view.len, want);
        PyBuffer_Release(&view);
        return NULL;
    }
    void *p = PyMem_Malloc(want ? want : 1);
    if (p == NULL) {
        PyBuffer_Release(&view);
        PyErr_NoMemory();
        return NULL;
    }
    memcpy(p, view.buf, want);
    PyBuffer_Release(&view);
    return p;
}

static int Core_init(Core *c, PyObject *args, PyObject *kwds) {
    (void)kwds;
    int n;
    PyObject *nb, *near8, *around, *pattern, *eye_b, *eye_w, *free_sides, *zobrist;
    if (!PyArg_ParseTuple(args, "iOOOOOOOO(ddddd)", &n, &nb, &near8, &around,
                          &pattern, &eye_b, &eye_w, &free_sides, &zobrist, &c->p_capture,
                          &c->p_pattern, &c->refuse_suggested, &c->refuse_random, &c->refuse_big))
        return -1;
    if (n <= 0 || n > 4096) {
        PyErr_SetString(PyExc_ValueError, "board size out of range");
        return -1;
    }
    c->n = n;
    if (!(c->nb = copy_buffer(nb, 16 * (Py_ssize_t)n, "neighbours"))) return -1;
    if (!(c->near8 = copy_buffer(near8, 32 * (Py_ssize_t)n, "near8"))) return -1;
    if (!(c->around = copy_buffer(around, 64 * (Py_ssize_t)n, "around"))) return -1;
    if (!(c->pattern = copy_buffer(pattern, CODES, "pattern"))) return -1;
    if (!(c->eye[1] = copy_buffer(eye_b, CODES, "eye"))) return -1;
    if (!(c->eye[2] = copy_buffer(eye_w, CODES, "eye"))) return -1;
    if (!(c->free_sides = copy_buffer(free_sides, CODES, "free sides"))) return -1;
    if (!(c->zobrist = copy_buffer(zobrist, 24 * (Py_ssize_t)n, "zobrist"))) return -1;
    for (Py_ssize_t i = 0; i < 8 * (Py_ssize_t)n; i++) {
        if ((i < 4 * (Py_ssize_t)n && c->nb[i] >= n) || c->near8[i] >= n ||
            c->around[2 * i] >= n || c->around[2 * i + 1] > 14) {
            PyErr_SetString(PyExc_ValueError, "a neighbour is off the board");
            return -1;
        }
    }
    c->state_bytes = state_bytes(n);
    c->block = PyMem_Calloc(2, c->state_bytes);
    c->scratch = PyMem_Calloc(n + 16, sizeof(int32_t));
    c->mark = PyMem_Calloc(n, sizeof(int32_t));
    if (!c->block || !c->scratch || !c->mark) {
        PyErr_NoMemory();
        return -1;
    }
    state_bind(&c->root, c->block, n);
    state_bind(&c->work, c->block + c->state_bytes, n);
    return 0;
}

/* set_root(board, code, (to_move, ko, last, last2, passes, over, winner, last_captured, ply,
 *          prisoners_black, prisoners_white), (suicide, stoical, snapback,
 *          first_capture_wins, simple_ko, repetition), hash, seen_even, seen_odd) */
static PyObject *Core_set_root(Core *c, PyObject *args) {
    PyObject *board_obj, *code_obj, *seen_obj[2];
    State *s = &c->root;
    unsigned long long hash;
    int pb, pw;
    if (!PyArg_ParseTuple(args, "OO(iiiiiiiiiii)(iiiiii)KOO", &board_obj, &code_obj, &s->to_move,
                          &s->ko, &s->last, &s->last2, &s->passes, &s->over, &s->winner,
                          &s->last_captured, &s->ply, &pb, &pw, &c->suicide, &c->stoical,
                          &c->snapback, &c->first_capture_wins, &c->simple_ko, &c->repetition,
                          &hash, &seen_obj[0], &seen_obj[1]))
        return NULL;
    int n = c->n;
    uint8_t *board = copy_buffer(board_obj, n, "board");
    if (!board) return NULL;
    uint16_t *code = copy_buffer(code_obj, 2 * (Py_ssize_t)n, "code");
    if (!code) {
        PyMem_Free(board);
        return NULL;
    }
    s->prisoners[0] = 0;
    s->prisoners[1] = pb;
    s->prisoners[2] = pw;
    s->hash = hash;
    memcpy(s->colour, board, n);
    memcpy(s->code, code, 2 * (size_t)n);
    PyMem_Free(board);
    PyMem_Free(code);
    s->n_empty = 0;
    for (int i = 0; i < n; i++) {
        s->head[i] = -1;
        if (s->colour[i] > WHITE) {
            PyErr_SetString(PyExc_ValueError, "a point is neither empty, black nor white");
            return NULL;
        }
        if (s->colour[i] == EMPTY) {
            s->where[i] = s->n_empty;
            s->empties[s->n_empty++] = i;
        }
    }
    for (int start = 0; start < n; start++) {
        if (s->colour[start] == EMPTY || s->head[start] >= 0) continue;
        /* walk the chain, linking it into a ring */
        int32_t *stack = c->scratch;
        int top = 0, previous = start;
        s->head[start] = start;
        s->size[start] = 0;
        s->plibs[start] = 0;
        s->lsum[start] = s->lsum2[start] = 0;
        stack[top++] = start;
        while (top) {
            int stone = stack[--top];
            s->size[start]++;
            if (stone != start) {
                s->next[previous] = stone;
                previous = stone;
            }
            const int32_t *nb = c->nb + 4 * stone;
            for (int k = 0; k < 4 && nb[k] >= 0; k++) {
                int m = nb[k];
                if (s->colour[m] == EMPTY) add_lib(s, start, m);
                else if (s->colour[m] == s->colour[start] && s->head[m] < 0) {
                    s->head[m] = start;
                    stack[top++] = m;
                }
            }
        }
        s->next[previous] = start;
    }
    /* the seen positions */
    for (int parity = 0; parity < 2; parity++) {
        PyMem_Free(c->root.seen_keys[parity]); PyMem_Free(c->root.seen_used[parity]);
        PyMem_Free(c->work.seen_keys[parity]); PyMem_Free(c->work.seen_used[parity]);
        c->root.seen_keys[parity] = c->work.seen_keys[parity] = NULL;
        c->root.seen_used[parity] = c->work.seen_used[parity] = NULL;
    }
    c->seen_cap = 0;
    if (c->repetition) {
        Py_buffer views[2];
        if (PyObject_GetBuffer(seen_obj[0], &views[0], PyBUF_SIMPLE) < 0) return NULL;
        if (PyObject_GetBuffer(seen_obj[1], &views[1], PyBUF_SIMPLE) < 0) {
            PyBuffer_Release(&views[0]);
            return NULL;
        }
        Py_ssize_t most = views[0].len > views[1].len ? views[0].len : views[1].len;
        int cap = 64;
        while (cap < 2 * (most / 8 + 4 * n + 512)) cap *= 2;
        c->seen_cap = cap;
        int failed = 0;
        for (int parity = 0; parity < 2; parity++) {
            c->root.seen_keys[parity] = PyMem_Calloc(cap, 8);
            c->root.seen_used[parity] = PyMem_Calloc(cap, 1);
            c->work.seen_keys[parity] = PyMem_Calloc(cap, 8);
            c->work.seen_used[parity] = PyMem_Calloc(cap, 1);
            failed |= !c->root.seen_keys[parity] || !c->root.seen_used[parity] ||
                      !c->work.seen_keys[parity] || !c->work.seen_used[parity];
        }
        if (!failed) {
            for (int parity = 0; parity < 2; parity++) {
                const uint64_t *keys = views[parity].buf;
                for (Py_ssize_t i = 0; i < views[parity].len / 8; i++) seen_add(c, s, parity, keys[i]);
            }
        }
        PyBuffer_Release(&views[0]);
        PyBuffer_Release(&views[1]);
        if (failed) {
            c->seen_cap = 0;
            return PyErr_NoMemory();
        }
    }
    c->ready = 1;
    Py_RETURN_NONE;
}

/* run(tree_moves, seed, max_moves[, trace]) -> (moves, board, owner, over, winner,
 * prisoners_black, prisoners_white, steps), or None when a tree move is illegal on this
 * board. With trace, steps lists (hash, ko point) after every playout move (for the tests
 * that compare the core with the pure-Python board position by position); else None. */
static PyObject *Core_run(Core *c, PyObject *args) {
    PyObject *tree;
    unsigned long long seed;
    int max_moves, trace = 0;
    if (!PyArg_ParseTuple(args, "OKi|p", &tree, &seed, &max_moves, &trace)) return NULL;
    if (!c->ready) {
        PyErr_SetString(PyExc_RuntimeError, "set_root first");
        return NULL;
    }
    PyObject *fast = PySequence_Fast(tree, "tree moves: a sequence");
    if (!fast) return NULL;
    State *s = &c->work;
    state_copy(c, s, &c->root);
    c->rng = seed ? seed : 0x9E3779B97F4A7C15ULL;
    Py_ssize_t count = PySequence_Fast_GET_SIZE(fast);
    for (Py_ssize_t i = 0; i < count; i++) {
        long move = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (move == -1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return NULL;
        }
        if (move < PASS || move >= c->n || !play(c, s, (int)move)) {
            Py_DECREF(fast);
            Py_RETURN_NONE;
        }
    }
    Py_DECREF(fast);
    s->passes = 0; /* after two passes in the tree the playout plays on: dead stones go */
    s->over = 0;
    s->winner = -1;
    PyObject *moves = PyList_New(0);
    PyObject *steps = trace ? PyList_New(0) : Py_NewRef(Py_None);
    if (!moves || !steps) goto failed;
    for (int i = 0; i < max_moves; i++) {
        if (s->passes >= 2 || s->over) break;
        PyObject *item = PyLong_FromLong(policy_step(c, s));
        if (!item || PyList_Append(moves, item) < 0) {
            Py_XDECREF(item);
            goto failed;
        }
        Py_DECREF(item);
        if (trace) {
            PyObject *step = Py_BuildValue("(Ki)", (unsigned long long)s->hash, s->ko);
            if (!step || PyList_Append(steps, step) < 0) {
                Py_XDECREF(step);
                goto failed;
            }
            Py_DECREF(step);
        }
    }
    PyObject *owner = PyBytes_FromStringAndSize(NULL, c->n);
    if (!owner) goto failed;
    owners(c, s, (uint8_t *)PyBytes_AS_STRING(owner));
    return Py_BuildValue("(Ny#NOiiiN)", moves, (const char *)s->colour, (Py_ssize_t)c->n, owner,
                         s->over ? Py_True : Py_False, s->winner, s->prisoners[1], s->prisoners[2],
                         steps);
failed:
    Py_XDECREF(moves);
    Py_XDECREF(steps);
    return NULL;
}

static PyMethodDef Core_methods[] = {
    {"set_root", (PyCFunction)Core_set_root, METH_VARARGS, "Load the position the playouts start from."},
    {"run", (PyCFunction)Core_run, METH_VARARGS, "Play the tree moves, then one playout."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "magnetdesk.ai.go._playcore.Core",
    .tp_basicsize = sizeof(Core),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A Go-family board shape with its tables, a root position and a work board.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Core_init,
    .tp_dealloc = (destructor)Core_dealloc,
    .tp_methods = Core_methods,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_playcore", "The compiled playout core of the Go family.", -1, NULL,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__playcore(void) {
    if (PyType_Ready(&CoreType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    Py_INCREF(&CoreType);
    if (PyModule_AddObject(m, "Core", (PyObject *)&CoreType) < 0) {
        Py_DECREF(&CoreType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
