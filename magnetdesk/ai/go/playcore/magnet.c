/* Magnetgo's compiled playouts: magnetdesk.ai.go._playcore.MagnetCore.
 *
 * The same board as magnetdesk/ai/go/magnet_playout.py (MagnetBoard) and the same policy
 * (magnet_step: of SAMPLES random legal points that are not the mover's own eye, the one that
 * captures most and loses fewest own stones), with its own random numbers. The Python board
 * stays the oracle: tests/ai/go/test_magnet_core.py replays these playouts on it.
 *
 * A move: place; along each ray the nearest stone slides (the mover's own away as far as it
 * can, the opponent's up next to the placed stone); the opponent's breathless chains next to
 * the placed or slid stones come off, then the mover's own; a move that leaves the board as
 * it was, or repeats a position (basic ko: the one after the mover's own previous move;
 * positional: any earlier one), is refused.
 */
#include "core.h"

#define SAMPLES 3
#define MAX_RAY 64

typedef struct {
    PyObject_HEAD
    int n, positional;
    int32_t *nb;        /* n * 4, -1 padded */
    int32_t *diagonals; /* n * 4, -1 padded */
    uint8_t *edge;      /* n: 1 on the edge (the playout's own-eye rule) */
    uint8_t *eye_edge;  /* n: 1 on the edge or next to a blocked point (the tree's rule) */
    int32_t *ray_start; /* n * 4 + 1: offsets into rays */
    int32_t *rays;      /* the rays' points, nearest first */
    uint64_t *zobrist;  /* 3 * n */
    /* the playout's state */
    uint8_t *board, *before, *mark, *danger;
    int32_t *touched, *near, *chain, *empties, *region;
    int to_move, passes, has_parent, n_touched;
    int prisoners[3];
    uint64_t hash, parent_hash;
    uint64_t *seen_keys;
    uint8_t *seen_used;
    int seen_cap;
    uint64_t rng;
} MagnetCore;

static int seen_has(const MagnetCore *c, uint64_t key) {
    int mask = c->seen_cap - 1;
    int i = (int)((key ^ (key >> 29)) & (uint64_t)mask);
    while (c->seen_used[i]) {
        if (c->seen_keys[i] == key) return 1;
        i = (i + 1) & mask;
    }
    return 0;
}

static void seen_put(MagnetCore *c, uint64_t key) {
    int mask = c->seen_cap - 1;
    int i = (int)((key ^ (key >> 29)) & (uint64_t)mask);
    while (c->seen_used[i]) {
        if (c->seen_keys[i] == key) return;
        i = (i + 1) & mask;
    }
    c->seen_used[i] = 1;
    c->seen_keys[i] = key;
}

/* Takes off colour's chains through the points of near that have no liberty; answers the
 * stones taken off and updates *h. */
static int remove_breathless(MagnetCore *c, int colour, int count, uint64_t *h) {
    uint8_t *board = c->board, *mark = c->mark;
    const int32_t *near = c->near, *nb = c->nb;
    int32_t *chain = c->chain;
    const uint64_t *keys = c->zobrist + (size_t)colour * c->n;
    int removed = 0;
    uint64_t hash = *h;
    for (int k = 0; k < count; k++) {
        int start = near[k];
        if (board[start] != colour) continue;
        int size;
        int32_t liberty;
        int breathes = flood_chain(board, nb, 4, start, mark, chain, &size, &liberty, 1, 1);
        for (int i = 0; i < size; i++) mark[chain[i]] = 0;
        if (breathes) continue;
        removed += size;
        for (int i = 0; i < size; i++) {
            board[chain[i]] = EMPTY;
            hash ^= keys[chain[i]];
        }
    }
    *h = hash;
    return removed;
}

/* Plays cell for the side to move; answers 0 for an illegal move (the board unchanged), else
 * 1 with the stones captured and lost. With keep == 0 a legal move is tried only: the board
 * is put back and nothing else changes. */
static int magnet_play(MagnetCore *c, int cell, int keep, int *taken_out, int *lost_out) {
    /* keep: 1 plays the move, 0 only tries it, 2 leaves the board after it for a look (the
     * caller puts c->before back) */
    int colour = c->to_move;
    *taken_out = *lost_out = 0;
    if (cell == PASS) {
        if (keep) {
            c->passes += 1;
            c->parent_hash = c->hash;
            c->has_parent = 1;
            c->to_move = 3 - colour;
        }
        return 1;
    }
    uint8_t *board = c->board;
    int n = c->n;
    if (board[cell] != EMPTY) return 0;
    memcpy(c->before, board, (size_t)n);
    uint64_t h = c->hash ^ c->zobrist[(size_t)colour * n + cell];
    board[cell] = (uint8_t)colour;
    int touched = 0;
    c->touched[touched++] = cell;
    for (int r = 0; r < 4; r++) {
        const int32_t *ray = c->rays + c->ray_start[4 * cell + r];
        int length = c->ray_start[4 * cell + r + 1] - c->ray_start[4 * cell + r];
        int i = 0;
        while (i < length && board[ray[i]] == EMPTY) i++;
        if (i == length) continue;
        int point = ray[i];
        int stone = board[point];
        int target = 0;
        if (stone == colour) { /* repelled: as far out as it can go */
            target = i;
            while (target < length - 1 && board[ray[target + 1]] == EMPTY) target++;
        }
        if (target != i) {
            int end = ray[target];
            board[point] = EMPTY;
            board[end] = (uint8_t)stone;
            const uint64_t *keys = c->zobrist + (size_t)stone * n;
            h ^= keys[point] ^ keys[end];
            c->touched[touched++] = end;
        }
    }
    /* the touched points and their neighbours, each once */
    int near = points_and_neighbours(c->touched, touched, c->nb, 4, c->mark, c->near);
    c->n_touched = touched;
    int taken = remove_breathless(c, 3 - colour, near, &h);
    int lost = remove_breathless(c, colour, near, &h);
    int repeated = c->positional ? seen_has(c, h) : (c->has_parent && h == c->parent_hash);
    if (repeated || (h == c->hash && memcmp(board, c->before, (size_t)n) == 0)) {
        memcpy(board, c->before, (size_t)n);
        return 0;
    }
    *taken_out = taken;
    *lost_out = lost;
    if (keep != 1) {
        if (!keep) memcpy(board, c->before, (size_t)n);
        return 1;
    }
    c->prisoners[colour] += taken;
    c->prisoners[3 - colour] += lost;
    c->parent_hash = c->hash;
    c->has_parent = 1;
    c->hash = h;
    if (c->positional) seen_put(c, h);
    c->passes = 0;
    c->to_move = 3 - colour;
    return 1;
}

static int is_own_eye(const MagnetCore *c, int cell, int colour, const uint8_t *edge) {
    const int32_t *nb = c->nb + 4 * cell;
    for (int j = 0; j < 4 && nb[j] >= 0; j++)
        if (c->board[nb[j]] != colour) return 0;
    int bad = edge[cell];
    const int32_t *d = c->diagonals + 4 * cell;
    for (int j = 0; j < 4 && d[j] >= 0; j++)
        if (c->board[d[j]] == 3 - colour) bad++;
    return bad < 2;
}

/* One playout move (magnet_step): answers it. */
static int magnet_step(MagnetCore *c) {
    int me = c->to_move, count = 0;
    for (int p = 0; p < c->n; p++)
        if (c->board[p] == EMPTY) c->empties[count++] = p;
    int best = PASS, have_best = 0, best_worth = 0, tried = 0, taken, lost;
    while (count > 0 && tried < SAMPLES) {
        int i = xorshift_below(&c->rng, count);
        int cell = c->empties[i];
        c->empties[i] = c->empties[--count];
        if (is_own_eye(c, cell, me, c->edge)) continue;
        if (!magnet_play(c, cell, 0, &taken, &lost)) continue;
        tried++;
        int worth = 2 * taken - 3 * lost;
        if (!have_best || worth > best_worth) {
            best = cell;
            best_worth = worth;
            have_best = 1;
        }
    }
    magnet_play(c, best, 1, &taken, &lost);
    return best;
}

/* The stones of the chain through start (marked; the caller clears the marks) and whether it
 * has exactly one liberty. */
static int chain_in_atari(MagnetCore *c, int start, int *size_out) {
    int32_t libs[2];
    return flood_chain(c->board, c->nb, 4, start, c->mark, c->chain, size_out, libs, 2, 0) == 1;
}

/* A new tree node's counts for each legal point that is not the mover's own eye (the tree's
 * rule): (point, stones captured, own stones lost, own stones left in atari next to what
 * moved, opponent stones put in atari there, own stones saved from atari), as
 * magnetdesk/ai/go/priors.py's expand_engine counts them through the engine. */
static PyObject *magnet_counts(MagnetCore *c) {
    int n = c->n, me = c->to_move, size;
    uint8_t *board = c->board;
    if (n <= 0) return PyList_New(0); /* (never: MagnetCore_init refuses it) */
    memset(c->danger, 0, (size_t)n);
    for (int p = 0; p < n; p++) {
        if (board[p] != me || c->mark[p]) continue;
        int atari = chain_in_atari(c, p, &size);
        for (int i = 0; i < size; i++) c->danger[c->chain[i]] = (uint8_t)atari;
    }
    memset(c->mark, 0, (size_t)n);
    PyObject *found = PyList_New(0);
    if (!found) return NULL;
    for (int cell = 0; cell < n; cell++) {
        int taken, lost;
        if (board[cell] != EMPTY || is_own_eye(c, cell, me, c->eye_edge)) continue;
        if (!magnet_play(c, cell, 2, &taken, &lost)) continue;
        int counts[3] = {0, 0, 0};
        int looked = 0; /* the marked chains' stones, in region[] to clear afterwards */
        for (int t = 0; t < c->n_touched; t++) {
            int at = c->touched[t];
            const int32_t *nb = c->nb + 4 * at;
            for (int j = -1; j < 4; j++) {
                int q = j < 0 ? at : nb[j];
                if (q < 0) break;
                if ((board[q] != BLACK && board[q] != WHITE) || c->mark[q]) continue;
                if (chain_in_atari(c, q, &size)) counts[board[q]] += size;
                for (int i = 0; i < size; i++) c->region[looked++] = c->chain[i];
            }
        }
        for (int i = 0; i < looked; i++) c->mark[c->region[i]] = 0;
        int saved = -counts[me];
        for (int p = 0; p < n; p++)
            if (c->danger[p] && board[p] == me) saved++;
        memcpy(board, c->before, (size_t)n);
        PyObject *row = Py_BuildValue("(iiiiii)", cell, taken, lost, counts[me], counts[3 - me],
                                      saved);
        if (!row || PyList_Append(found, row) < 0) {
            Py_XDECREF(row);
            Py_DECREF(found);
            return NULL;
        }
        Py_DECREF(row);
    }
    return found;
}

static void MagnetCore_dealloc(MagnetCore *c) {
    PyMem_Free(c->nb); PyMem_Free(c->diagonals); PyMem_Free(c->edge); PyMem_Free(c->eye_edge);
    PyMem_Free(c->danger);
    PyMem_Free(c->ray_start); PyMem_Free(c->rays); PyMem_Free(c->zobrist);
    PyMem_Free(c->board); PyMem_Free(c->before); PyMem_Free(c->mark);
    PyMem_Free(c->touched); PyMem_Free(c->near); PyMem_Free(c->chain);
    PyMem_Free(c->empties); PyMem_Free(c->region);
    PyMem_Free(c->seen_keys); PyMem_Free(c->seen_used);
    Py_TYPE(c)->tp_free((PyObject *)c);
}

static int MagnetCore_init(MagnetCore *c, PyObject *args, PyObject *kwds) {
    (void)kwds;
    int n, positional;
    PyObject *nb, *diagonals, *edge, *eye_edge, *ray_start, *rays, *zobrist;
    if (!PyArg_ParseTuple(args, "iOOOOOOOp", &n, &nb, &diagonals, &edge, &eye_edge, &ray_start,
                          &rays, &zobrist, &positional))
        return -1;
    if (n <= 0 || n > 4096) {
        PyErr_SetString(PyExc_ValueError, "board size out of range");
        return -1;
    }
    c->n = n;
    c->positional = positional;
    Py_ssize_t points = 4 * (Py_ssize_t)n;
    if (!(c->nb = copy_buffer(nb, 4 * points, "neighbours"))) return -1;
    if (!(c->diagonals = copy_buffer(diagonals, 4 * points, "diagonals"))) return -1;
    if (!(c->edge = copy_buffer(edge, n, "edge"))) return -1;
    if (!(c->eye_edge = copy_buffer(eye_edge, n, "eye edge"))) return -1;
    if (!(c->ray_start = copy_buffer(ray_start, 4 * (points + 1), "ray starts"))) return -1;
    if (!(c->rays = copy_buffer(rays, -1, "rays"))) return -1;
    if (!(c->zobrist = copy_buffer(zobrist, 24 * (Py_ssize_t)n, "zobrist"))) return -1;
    Py_ssize_t ray_points = c->ray_start[points];
    if (c->ray_start[0] != 0 || ray_points < 0 || ray_points > 4 * (Py_ssize_t)n * n) {
        PyErr_SetString(PyExc_ValueError, "rays: bad offsets");
        return -1;
    }
    for (Py_ssize_t i = 0; i < points; i++) {
        if (c->nb[i] >= n || c->diagonals[i] >= n || c->ray_start[i + 1] < c->ray_start[i] ||
            c->ray_start[i + 1] > ray_points) {
            PyErr_SetString(PyExc_ValueError, "a neighbour or ray is off the board");
            return -1;
        }
    }
    for (Py_ssize_t i = 0; i < ray_points; i++) {
        if (c->rays[i] < 0 || c->rays[i] >= n) {
            PyErr_SetString(PyExc_ValueError, "a ray point is off the board");
            return -1;
        }
    }
    c->board = PyMem_Calloc((size_t)n, 1);
    c->before = PyMem_Calloc((size_t)n, 1);
    c->mark = PyMem_Calloc((size_t)n, 1);
    c->danger = PyMem_Calloc((size_t)n, 1);
    c->touched = PyMem_Calloc(8, sizeof(int32_t));
    c->near = PyMem_Calloc(5 * 8, sizeof(int32_t));
    c->chain = PyMem_Calloc((size_t)n, sizeof(int32_t));
    c->empties = PyMem_Calloc((size_t)n, sizeof(int32_t));
    c->region = PyMem_Calloc((size_t)n, sizeof(int32_t));
    if (!c->board || !c->before || !c->mark || !c->danger || !c->touched || !c->near || !c->chain ||
        !c->empties || !c->region) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

/* Loads a position: its board, side to move, prisoners, hash, the hash before its last move
 * (or None) and the positions seen before (positional ko), with room for `room` more. */
static int magnet_load(MagnetCore *c, PyObject *board_obj, int to_move, int black, int white,
                       unsigned long long hash, PyObject *parent_obj, PyObject *seen_obj,
                       int room) {
    if (to_move != BLACK && to_move != WHITE) {
        PyErr_SetString(PyExc_ValueError, "to_move must be black or white");
        return -1;
    }
    Py_buffer view;
    if (PyObject_GetBuffer(board_obj, &view, PyBUF_SIMPLE) < 0) return -1;
    if (view.len != c->n) {
        PyBuffer_Release(&view);
        PyErr_SetString(PyExc_ValueError, "board: wrong size");
        return -1;
    }
    memcpy(c->board, view.buf, (size_t)c->n);
    PyBuffer_Release(&view);
    c->has_parent = parent_obj != Py_None;
    if (c->has_parent) {
        c->parent_hash = PyLong_AsUnsignedLongLong(parent_obj);
        if (PyErr_Occurred()) return -1;
    }
    if (PyObject_GetBuffer(seen_obj, &view, PyBUF_SIMPLE) < 0) return -1;
    Py_ssize_t earlier = view.len / 8;
    int cap = 64;
    while (cap < 2 * (earlier + (room > 0 ? room : 0) + 1)) cap *= 2;
    if (cap > c->seen_cap) {
        PyMem_Free(c->seen_keys);
        PyMem_Free(c->seen_used);
        c->seen_keys = PyMem_Malloc(8 * (size_t)cap);
        c->seen_used = PyMem_Malloc((size_t)cap);
        if (!c->seen_keys || !c->seen_used) {
            PyBuffer_Release(&view);
            c->seen_cap = 0;
            PyErr_NoMemory();
            return -1;
        }
        c->seen_cap = cap;
    }
    memset(c->seen_used, 0, (size_t)c->seen_cap);
    for (Py_ssize_t i = 0; i < earlier; i++) {
        uint64_t key;
        memcpy(&key, (const char *)view.buf + 8 * i, 8);
        seen_put(c, key);
    }
    PyBuffer_Release(&view);
    c->to_move = to_move;
    c->prisoners[1] = black;
    c->prisoners[2] = white;
    c->hash = hash;
    c->passes = 0;
    return 0;
}

/* run(board, to_move, prisoners_black, prisoners_white, hash, parent_hash or None, seen,
 *     seed, max_moves) -> (moves, board, owner, prisoners_black, prisoners_white) */
static PyObject *MagnetCore_run(MagnetCore *c, PyObject *args) {
    PyObject *board_obj, *parent_obj, *seen_obj;
    unsigned long long hash, seed;
    int to_move, black, white, max_moves;
    if (!PyArg_ParseTuple(args, "OiiiKOOKi", &board_obj, &to_move, &black, &white, &hash,
                          &parent_obj, &seen_obj, &seed, &max_moves))
        return NULL;
    if (magnet_load(c, board_obj, to_move, black, white, hash, parent_obj, seen_obj,
                    max_moves) < 0)
        return NULL;
    c->rng = seed ? seed : 0x9E3779B97F4A7C15ULL;
    PyObject *moves = PyList_New(0);
    if (!moves) return NULL;
    for (int i = 0; i < max_moves && c->passes < 2; i++) {
        PyObject *move = PyLong_FromLong(magnet_step(c));
        if (!move || PyList_Append(moves, move) < 0) {
            Py_XDECREF(move);
            Py_DECREF(moves);
            return NULL;
        }
        Py_DECREF(move);
    }
    PyObject *owner = PyBytes_FromStringAndSize(NULL, c->n);
    if (!owner) {
        Py_DECREF(moves);
        return NULL;
    }
    area_owners(c->board, c->n, c->nb, 4, c->region, (uint8_t *)PyBytes_AS_STRING(owner));
    return Py_BuildValue("(Ny#Nii)", moves, (const char *)c->board, (Py_ssize_t)c->n, owner,
                         c->prisoners[1], c->prisoners[2]);
}

/* counts(board, to_move, prisoners_black, prisoners_white, hash, parent_hash or None, seen)
 *     -> [(point, captured, lost, own in atari, opponent in atari, saved), ...] */
static PyObject *MagnetCore_counts(MagnetCore *c, PyObject *args) {
    PyObject *board_obj, *parent_obj, *seen_obj;
    unsigned long long hash;
    int to_move, black, white;
    if (!PyArg_ParseTuple(args, "OiiiKOO", &board_obj, &to_move, &black, &white, &hash,
                          &parent_obj, &seen_obj))
        return NULL;
    if (magnet_load(c, board_obj, to_move, black, white, hash, parent_obj, seen_obj, 0) < 0)
        return NULL;
    return magnet_counts(c);
}

static PyMethodDef MagnetCore_methods[] = {
    {"run", (PyCFunction)MagnetCore_run, METH_VARARGS, "One Magnetgo playout from a position."},
    {"counts", (PyCFunction)MagnetCore_counts, METH_VARARGS, "A new tree node's counts."},
    {NULL, NULL, 0, NULL},
};

PyTypeObject MagnetCoreType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "magnetdesk.ai.go._playcore.MagnetCore",
    .tp_basicsize = sizeof(MagnetCore),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A Magnetgo board shape with its tables, playing playouts.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)MagnetCore_init,
    .tp_dealloc = (destructor)MagnetCore_dealloc,
    .tp_methods = MagnetCore_methods,
};
