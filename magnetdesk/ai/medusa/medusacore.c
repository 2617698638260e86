/* Medusa's compiled playouts: magnetdesk.ai.medusa._medusacore.Core (issue 28).
 *
 * The board and the playout policy of magnetdesk/ai/medusa/playout.py (MedusaBoard,
 * MedusaBoard.play_policy_turn, playout), with their own random numbers: placements and
 * jumps with the reversals, the marker, two complete passes; a turn completes or blocks a
 * rosette, captures by reversal or escapes near the last stones, else places at random (never
 * an own eye, rarely a self-atari), then jumps onto the last liberty of an opponent group when
 * it can. It is optional (setup.py builds it when a C compiler is there); the Python board
 * stays the oracle: tests/ai/medusa/test_medusa_core.py replays these playouts on it.
 */
#include "../core/compiled.h"

#define EMPTY 0
#define BLACK 1
#define WHITE 2
#define NONE (-1)
#define REFUSE_SELF_ATARI 0.9
#define CAPTURE_TRIES 0.95

typedef struct {
    PyObject_HEAD
    int n, nb_width, ray_width, ring_width, rings, marker_end;
    int32_t *nb;        /* n * nb_width, -1 padded */
    int32_t *ray_start; /* n * ray_width + 1: offsets into rays */
    int32_t *rays;
    int32_t *rings_of;  /* n * ring_width, -1 padded */
    int32_t *rosettes;  /* rings * 6 */
    /* the playout's state */
    uint8_t *board, *seen, *taken;
    int32_t *empties, *index, *group, *near, *last, *list, *libs;
    int n_empties, n_last, to_move, marker, passes, over;
    uint64_t rng;
} Core;

static inline double uniform(Core *c) { return xorshift_uniform(&c->rng); }

static inline int below(Core *c, int count) { return xorshift_below(&c->rng, count); }

#define NEIGHBOURS(c, cell) ((c)->nb + (size_t)(cell) * (c)->nb_width)
#define FOR_NEIGHBOURS(c, cell, p) \
    for (const int32_t *p = NEIGHBOURS(c, cell); p < NEIGHBOURS(c, cell) + (c)->nb_width && *p >= 0; p++)

/* --- the rules -------------------------------------------------------------------------- */

static void fill(Core *c, int cell, int colour) {
    c->board[cell] = (uint8_t)colour;
    int i = c->index[cell];
    int moved = c->empties[--c->n_empties];
    if (moved != cell) {
        c->empties[i] = moved;
        c->index[moved] = i;
    }
    c->index[cell] = -1;
}

static void vacate(Core *c, int cell) {
    c->board[cell] = EMPTY;
    c->index[cell] = c->n_empties;
    c->empties[c->n_empties++] = cell;
}

/* The group on cell into c->group if it has no liberty: its size, or 0 at the first liberty.
 * Uses and clears c->seen. */
static int breathless(Core *c, int cell) {
    int colour = c->board[cell], size = 1, free = 0;
    c->group[0] = cell;
    c->seen[cell] = 1;
    for (int i = 0; i < size && !free; i++) {
        FOR_NEIGHBOURS(c, c->group[i], p) {
            int s = c->board[*p];
            if (s == EMPTY) {
                free = 1;
                break;
            }
            if (s == colour && !c->seen[*p]) {
                c->seen[*p] = 1;
                c->group[size++] = *p;
            }
        }
    }
    for (int i = 0; i < size; i++) c->seen[c->group[i]] = 0;
    return free ? 0 : size;
}

static int has_rosette(Core *c, const int32_t *group, int size) {
    int colour = c->board[group[0]];
    for (int i = 0; i < size; i++) {
        const int32_t *rings = c->rings_of + (size_t)group[i] * c->ring_width;
        for (int k = 0; k < c->ring_width && rings[k] >= 0; k++) {
            const int32_t *cells = c->rosettes + 6 * (size_t)rings[k];
            int all = 1;
            for (int j = 0; j < 6; j++)
                if (c->board[cells[j]] != colour) {
                    all = 0;
                    break;
                }
            if (all) return 1;
        }
    }
    return 0;
}

/* The reversals after a stone arrived on cell (MedusaBoard._reverse). */
static int reverse(Core *c, int cell) {
    int colour = c->board[cell], other = 3 - colour, gained = 0;
    FOR_NEIGHBOURS(c, cell, p) {
        if (c->board[*p] != other) continue;
        int size = breathless(c, *p);
        if (size && !has_rosette(c, c->group, size)) {
            for (int i = 0; i < size; i++) c->board[c->group[i]] = (uint8_t)colour;
            gained += size;
        }
    }
    if (gained) return gained;
    int size = breathless(c, cell);
    if (!size || has_rosette(c, c->group, size)) return 0;
    for (int i = 0; i < size; i++) c->board[c->group[i]] = (uint8_t)other;
    return -size;
}

static void place(Core *c, int cell) {
    fill(c, cell, c->to_move);
    reverse(c, cell);
}

static void jump(Core *c, int start, int end) {
    int colour = c->board[start];
    vacate(c, start);
    fill(c, end, colour);
    reverse(c, end);
}

static void end_turn(Core *c, int placed, int complete_pass) {
    if (!placed) {
        int marker = c->marker + (c->to_move == BLACK ? 1 : -1);
        c->marker = marker > c->marker_end ? c->marker_end
                    : marker < -c->marker_end ? -c->marker_end : marker;
    }
    c->passes = complete_pass ? c->passes + 1 : 0;
    c->over = c->passes >= 2;
    c->to_move = 3 - c->to_move;
}

/* --- the knowledge ---------------------------------------------------------------------- */

/* If colour placed on the empty cell: stones captured, liberties of its group (up to 2), its
 * size (MedusaBoard.liberties_after); the board is left as it was. */
static void liberties_after(Core *c, int cell, int colour, int *captured, int *libs, int *size) {
    uint8_t *board = c->board;
    int other = 3 - colour;
    board[cell] = (uint8_t)colour;
    *captured = 0;
    int n_taken = 0;
    FOR_NEIGHBOURS(c, cell, p) {
        if (board[*p] != other || c->taken[*p]) continue;
        int g = breathless(c, *p);
        if (g && !has_rosette(c, c->group, g)) {
            *captured += g;
            for (int i = 0; i < g; i++) {
                c->taken[c->group[i]] = 1;
                c->list[n_taken++] = c->group[i];
            }
        }
    }
    for (int i = 0; i < n_taken; i++) c->taken[c->list[i]] = 0;
    if (*captured) {
        board[cell] = EMPTY;
        *libs = 2;
        *size = 1;
        return;
    }
    int g = 1, n_libs = 0;
    c->group[0] = cell;
    c->seen[cell] = 1;
    for (int i = 0; i < g; i++) {
        FOR_NEIGHBOURS(c, c->group[i], p) {
            int s = board[*p];
            if (s == EMPTY) {
                if (!c->taken[*p]) { /* taken[] marks the liberties here */
                    c->taken[*p] = 1;
                    c->libs[n_libs++] = *p;
                }
            } else if (s == colour && !c->seen[*p]) {
                c->seen[*p] = 1;
                c->group[g++] = *p;
            }
        }
    }
    for (int i = 0; i < g; i++) c->seen[c->group[i]] = 0;
    for (int i = 0; i < n_libs; i++) c->taken[c->libs[i]] = 0;
    int rosette = n_libs < 2 && has_rosette(c, c->group, g);
    board[cell] = EMPTY;
    *libs = rosette ? 2 : (n_libs < 2 ? n_libs : 2);
    *size = g;
}

static int is_eye(Core *c, int cell, int colour) {
    FOR_NEIGHBOURS(c, cell, p)
        if (c->board[*p] != colour) return 0;
    return 1;
}

/* An empty cell completing a ring of colour through cell (five stones around a hole). */
static int ring_point(Core *c, int cell, int colour) {
    const int32_t *rings = c->rings_of + (size_t)cell * c->ring_width;
    for (int k = 0; k < c->ring_width && rings[k] >= 0; k++) {
        const int32_t *cells = c->rosettes + 6 * (size_t)rings[k];
        int gap = NONE, broken = 0;
        for (int j = 0; j < 6; j++) {
            int s = c->board[cells[j]];
            if (s == EMPTY && gap == NONE) {
                gap = cells[j];
            } else if (s != colour) {
                broken = 1;
                break;
            }
        }
        if (!broken && gap != NONE) return gap;
    }
    return NONE;
}

/* Up to 2 liberties of the group on cell into c->libs (its stones marked in c->seen, which
 * the caller clears); answers how many. */
static int group_liberties(Core *c, int cell, int *marked) {
    int colour = c->board[cell], size = 1, found = 0;
    c->group[0] = cell;
    c->seen[cell] = 1;
    c->list[(*marked)++] = cell;
    for (int i = 0; i < size; i++) {
        FOR_NEIGHBOURS(c, c->group[i], p) {
            int s = c->board[*p];
            if (s == EMPTY) {
                if (found == 0 || c->libs[0] != *p) {
                    c->libs[found++] = *p;
                    if (found >= 2) return found;
                }
            } else if (s == colour && !c->seen[*p]) {
                c->seen[*p] = 1;
                c->list[(*marked)++] = *p;
                c->group[size++] = *p;
            }
        }
    }
    return found;
}

/* The last stones and their neighbours, each once, into c->near; answers how many. */
static int near_last(Core *c) {
    int count = 0;
    for (int i = 0; i < c->n_last; i++) {
        int cell = c->last[i];
        if (!c->taken[cell]) {
            c->taken[cell] = 1;
            c->near[count++] = cell;
        }
        FOR_NEIGHBOURS(c, cell, p) {
            if (!c->taken[*p]) {
                c->taken[*p] = 1;
                c->near[count++] = *p;
            }
        }
    }
    for (int i = 0; i < count; i++) c->taken[c->near[i]] = 0;
    return count;
}

/* A rosette point, a capture or an escape near the last stones, or NONE. */
static int urgent_cell(Core *c) {
    int me = c->to_move, other = 3 - me;
    int count = near_last(c);
    for (int i = 0; i < count; i++) {
        int s = c->board[c->near[i]];
        if (s != EMPTY) {
            int gap = ring_point(c, c->near[i], s);
            if (gap != NONE) return gap;
        }
    }
    /* captures and escapes share a scratch list: captures from the front, escapes from
     * the back (at most one each per cell of near) */
    int32_t found[64];
    int captures = 0, escapes = 0, marked = 0;
    for (int i = 0; i < count && captures + escapes < 64; i++) {
        int cell = c->near[i], s = c->board[cell];
        if (s == EMPTY || c->seen[cell]) continue;
        if (group_liberties(c, cell, &marked) != 1) continue;
        if (s == other)
            found[captures++] = c->libs[0];
        else
            found[63 - escapes++] = c->libs[0];
    }
    for (int i = 0; i < marked; i++) c->seen[c->list[i]] = 0;
    if (captures) return found[below(c, captures)];
    for (int i = 0; i < escapes; i++) {
        int cell = found[63 - i], captured, libs, size;
        liberties_after(c, cell, me, &captured, &libs, &size);
        if (libs >= 2) return cell;
    }
    return NONE;
}

/* Is a group next to cell without a rosette (so filling its eye is worth it)? */
static int mortal_neighbour(Core *c, int cell) {
    int marked = 0, mortal = 0;
    FOR_NEIGHBOURS(c, cell, p) {
        if (c->taken[*p]) continue;
        int colour = c->board[*p], size = 1;
        c->group[0] = *p;
        c->taken[*p] = 1;
        c->list[marked++] = *p;
        for (int i = 0; i < size; i++) {
            FOR_NEIGHBOURS(c, c->group[i], q) {
                if (c->board[*q] == colour && !c->taken[*q]) {
                    c->taken[*q] = 1;
                    c->list[marked++] = *q;
                    c->group[size++] = *q;
                }
            }
        }
        if (!has_rosette(c, c->group, size)) {
            mortal = 1;
            break;
        }
    }
    for (int i = 0; i < marked; i++) c->taken[c->list[i]] = 0;
    return mortal;
}

static int acceptable(Core *c, int cell) {
    int me = c->to_move, captured, libs, size;
    if (is_eye(c, cell, me)) return 0;
    liberties_after(c, cell, me, &captured, &libs, &size);
    if (captured || libs >= 2) return 1;
    if (libs == 0) return is_eye(c, cell, 3 - me) && size == 1 && mortal_neighbour(c, cell);
    return uniform(c) >= REFUSE_SELF_ATARI;
}

/* A jump of the mover's stone onto the last liberty of an opponent group next to the last
 * stones: answers 1 with *start and *end, or 0. */
static int capturing_jump(Core *c, int *start, int *end) {
    int me = c->to_move, other = 3 - me, marked = 0, found = 0;
    int count = near_last(c);
    for (int i = 0; i < count && !found; i++) {
        int cell = c->near[i];
        if (c->board[cell] != other || c->seen[cell]) continue;
        if (group_liberties(c, cell, &marked) != 1) continue;
        int target = c->libs[0];
        for (int r = 0; r < c->ray_width; r++) {
            int from = c->ray_start[(size_t)target * c->ray_width + r];
            int to = c->ray_start[(size_t)target * c->ray_width + r + 1];
            if (to - from > 1 && c->board[c->rays[from]] == me && c->board[c->rays[from + 1]] == me) {
                *start = c->rays[from + 1];
                *end = target;
                found = 1;
                break;
            }
        }
    }
    for (int i = 0; i < marked; i++) c->seen[c->list[i]] = 0;
    return found;
}

/* The playout's turn (MedusaBoard.play_policy_turn): answers the placement or NONE; a jump
 * played goes to *start, *end (NONE when there was none). */
static int policy_turn(Core *c, int *start, int *end) {
    int placement = NONE;
    if (uniform(c) < CAPTURE_TRIES) placement = urgent_cell(c);
    if (placement == NONE) {
        int n = c->n_empties;
        for (int tried = 0; tried < n; tried++) {
            int i = tried + below(c, n - tried);
            int a = c->empties[tried], b = c->empties[i];
            c->empties[tried] = b;
            c->empties[i] = a;
            c->index[b] = tried;
            c->index[a] = i;
            if (acceptable(c, b)) {
                placement = b;
                break;
            }
        }
    }
    if (placement != NONE) place(c, placement);
    *start = *end = NONE;
    int jumped = capturing_jump(c, start, end);
    if (jumped) jump(c, *start, *end);
    end_turn(c, placement != NONE, placement == NONE && !jumped);
    c->n_last = 0;
    if (placement != NONE) c->last[c->n_last++] = placement;
    if (jumped) c->last[c->n_last++] = *end;
    return placement;
}

/* --- the Python type --------------------------------------------------------------------- */

static void Core_dealloc(Core *c) {
    PyMem_Free(c->nb); PyMem_Free(c->ray_start); PyMem_Free(c->rays); PyMem_Free(c->rings_of);
    PyMem_Free(c->rosettes); PyMem_Free(c->board); PyMem_Free(c->seen); PyMem_Free(c->taken);
    PyMem_Free(c->empties); PyMem_Free(c->index); PyMem_Free(c->group); PyMem_Free(c->near);
    PyMem_Free(c->last); PyMem_Free(c->list); PyMem_Free(c->libs);
    Py_TYPE(c)->tp_free((PyObject *)c);
}

static int check_cells(const int32_t *cells, Py_ssize_t count, int n, int padded) {
    for (Py_ssize_t i = 0; i < count; i++)
        if (cells[i] >= n || cells[i] < (padded ? -1 : 0)) {
            PyErr_SetString(PyExc_ValueError, "a cell is off the board");
            return -1;
        }
    return 0;
}

/* Core(n, neighbours, nb_width, ray_starts, rays, ray_width, rings_of, ring_width, rosettes,
 *      marker_end) */
static int Core_init(Core *c, PyObject *args, PyObject *kwds) {
    (void)kwds;
    int n;
    PyObject *nb, *ray_start, *rays, *rings_of, *rosettes;
    if (!PyArg_ParseTuple(args, "iOiOOiOiOi", &n, &nb, &c->nb_width, &ray_start, &rays,
                          &c->ray_width, &rings_of, &c->ring_width, &rosettes, &c->marker_end))
        return -1;
    if (n <= 0 || n > 65536 || c->nb_width < 1 || c->nb_width > 8 || c->ray_width < 1 ||
        c->ray_width > 8 || c->ring_width < 1 || c->ring_width > 8) {
        PyErr_SetString(PyExc_ValueError, "board shape out of range");
        return -1;
    }
    c->n = n;
    Py_ssize_t rays_all = (Py_ssize_t)n * c->ray_width;
    if (!(c->nb = copy_buffer(nb, 4 * (Py_ssize_t)n * c->nb_width, "neighbours"))) return -1;
    if (!(c->ray_start = copy_buffer(ray_start, 4 * (rays_all + 1), "ray starts"))) return -1;
    if (!(c->rays = copy_buffer(rays, -1, "rays"))) return -1;
    if (!(c->rings_of = copy_buffer(rings_of, 4 * (Py_ssize_t)n * c->ring_width, "rings"))) return -1;
    if (!(c->rosettes = copy_buffer(rosettes, -1, "rosettes"))) return -1;
    Py_buffer view;
    if (PyObject_GetBuffer(rosettes, &view, PyBUF_SIMPLE) < 0) return -1;
    c->rings = (int)(view.len / 24);
    PyBuffer_Release(&view);
    Py_ssize_t ray_points = c->ray_start[rays_all];
    if (c->ray_start[0] != 0 || ray_points < 0) {
        PyErr_SetString(PyExc_ValueError, "rays: bad offsets");
        return -1;
    }
    for (Py_ssize_t i = 0; i < rays_all; i++)
        if (c->ray_start[i + 1] < c->ray_start[i] || c->ray_start[i + 1] > ray_points) {
            PyErr_SetString(PyExc_ValueError, "rays: bad offsets");
            return -1;
        }
    if (check_cells(c->nb, (Py_ssize_t)n * c->nb_width, n, 1) < 0 ||
        check_cells(c->rays, ray_points, n, 0) < 0 ||
        check_cells(c->rosettes, 6 * (Py_ssize_t)c->rings, n, 0) < 0)
        return -1;
    for (Py_ssize_t i = 0; i < (Py_ssize_t)n * c->ring_width; i++)
        if (c->rings_of[i] >= c->rings || c->rings_of[i] < -1) {
            PyErr_SetString(PyExc_ValueError, "a ring is not on the board");
            return -1;
        }
    c->board = PyMem_Calloc((size_t)n, 1);
    c->seen = PyMem_Calloc((size_t)n, 1);
    c->taken = PyMem_Calloc((size_t)n, 1);
    c->empties = PyMem_Calloc((size_t)n, sizeof(int32_t));
    c->index = PyMem_Calloc((size_t)n, sizeof(int32_t));
    c->group = PyMem_Calloc((size_t)n, sizeof(int32_t));
    c->near = PyMem_Calloc((size_t)n, sizeof(int32_t));
    c->last = PyMem_Calloc(2, sizeof(int32_t));
    c->list = PyMem_Calloc((size_t)n, sizeof(int32_t));
    c->libs = PyMem_Calloc((size_t)n + 2, sizeof(int32_t));
    if (!c->board || !c->seen || !c->taken || !c->empties || !c->index || !c->group ||
        !c->near || !c->last || !c->list || !c->libs) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

/* run(board, to_move, marker, passes, over, last, seed, max_turns, trace) ->
 *     (placements [(colour, cell)], board, owner, marker, passes, turns or None)
 * turns (with trace): [(placement or -1, jump start or -1, jump end or -1), ...] */
static PyObject *Core_run(Core *c, PyObject *args) {
    PyObject *board_obj, *last_obj;
    unsigned long long seed;
    int to_move, marker, passes, over, max_turns, trace;
    if (!PyArg_ParseTuple(args, "OiiipOKip", &board_obj, &to_move, &marker, &passes, &over,
                          &last_obj, &seed, &max_turns, &trace))
        return NULL;
    if (to_move != BLACK && to_move != WHITE) {
        PyErr_SetString(PyExc_ValueError, "to_move must be black or white");
        return NULL;
    }
    Py_buffer view;
    if (PyObject_GetBuffer(board_obj, &view, PyBUF_SIMPLE) < 0) return NULL;
    if (view.len != c->n) {
        PyBuffer_Release(&view);
        PyErr_SetString(PyExc_ValueError, "board: wrong size");
        return NULL;
    }
    memcpy(c->board, view.buf, (size_t)c->n);
    PyBuffer_Release(&view);
    c->n_empties = 0;
    for (int p = 0; p < c->n; p++) {
        if (c->board[p] > WHITE) {
            PyErr_SetString(PyExc_ValueError, "board: not a stone");
            return NULL;
        }
        c->index[p] = -1;
        if (c->board[p] == EMPTY) {
            c->index[p] = c->n_empties;
            c->empties[c->n_empties++] = p;
        }
    }
    Py_ssize_t n_last = PySequence_Size(last_obj);
    if (n_last < 0) return NULL;
    if (n_last > 2) {
        PyErr_SetString(PyExc_ValueError, "last: at most two cells");
        return NULL;
    }
    c->n_last = 0;
    for (Py_ssize_t i = 0; i < n_last; i++) {
        PyObject *item = PySequence_GetItem(last_obj, i);
        if (!item) return NULL;
        long cell = PyLong_AsLong(item);
        Py_DECREF(item);
        if (cell == -1 && PyErr_Occurred()) return NULL;
        if (cell < 0 || cell >= c->n) {
            PyErr_SetString(PyExc_ValueError, "last: a cell off the board");
            return NULL;
        }
        c->last[c->n_last++] = (int32_t)cell;
    }
    c->to_move = to_move;
    c->marker = marker;
    c->passes = passes;
    c->over = over;
    c->rng = seed ? seed : 0x9E3779B97F4A7C15ULL;
    PyObject *placements = PyList_New(0), *turns = trace ? PyList_New(0) : Py_None;
    if (!placements || !turns) goto failed;
    if (!trace) Py_INCREF(Py_None);
    for (int turn = 0; turn < max_turns && !c->over; turn++) {
        int colour = c->to_move, start, end;
        int placement = policy_turn(c, &start, &end);
        if (placement != NONE) {
            PyObject *item = Py_BuildValue("(ii)", colour, placement);
            if (!item || PyList_Append(placements, item) < 0) {
                Py_XDECREF(item);
                goto failed;
            }
            Py_DECREF(item);
        }
        if (trace) {
            PyObject *item = Py_BuildValue("(iii)", placement, start, end);
            if (!item || PyList_Append(turns, item) < 0) {
                Py_XDECREF(item);
                goto failed;
            }
            Py_DECREF(item);
        }
    }
    /* the owners: a stone's colour, or the one colour that alone borders an empty region */
    PyObject *owner = PyBytes_FromStringAndSize((const char *)c->board, c->n);
    if (!owner) goto failed;
    area_owners(c->board, c->n, c->nb, c->nb_width, c->group, (uint8_t *)PyBytes_AS_STRING(owner));
    return Py_BuildValue("(Ny#NiiN)", placements, (const char *)c->board, (Py_ssize_t)c->n,
                         owner, c->marker, c->passes, turns);
failed:
    Py_XDECREF(placements);
    if (turns != Py_None) Py_XDECREF(turns);
    return NULL;
}

static PyMethodDef Core_methods[] = {
    {"run", (PyCFunction)Core_run, METH_VARARGS, "One Medusa playout from a board."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "magnetdesk.ai.medusa._medusacore.Core",
    .tp_basicsize = sizeof(Core),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Medusa's board shape with its tables, playing playouts.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Core_init,
    .tp_dealloc = (destructor)Core_dealloc,
    .tp_methods = Core_methods,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_medusacore", "Medusa's compiled playouts.", -1, NULL,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__medusacore(void) {
    static const char *const names[] = {"Core", NULL};
    static PyTypeObject *const types[] = {&CoreType};
    return module_with_types(&module, names, types);
}
