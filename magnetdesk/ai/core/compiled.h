/* What the compiled parts of the search share (magnetdesk/ai/go/playcore/ and
 * magnetdesk/ai/medusa/medusacore/): their random numbers, copying a table handed over from
 * Python, a chain and its liberties by a flood fill, the points next to some points, the area
 * owners of a final board and making a module of types.
 *
 * Points are 0 (empty), 1 (black) and 2 (white) on every board; a neighbour table holds
 * `width` points per point, padded with -1.
 */
#ifndef MAGNETDESK_COMPILED_H
#define MAGNETDESK_COMPILED_H
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

/* xorshift64*: fast, and good enough for playouts. */
static inline uint64_t xorshift_next(uint64_t *state) {
    uint64_t x = *state;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *state = x;
    return x * 0x2545F4914F6CDD1DULL;
}

/* Uniform in [0, 1), from the top 53 bits. */
static inline double xorshift_uniform(uint64_t *state) {
    return (xorshift_next(state) >> 11) * (1.0 / 9007199254740992.0);
}

/* Uniform in 0 .. count - 1. */
static inline int xorshift_below(uint64_t *state, int count) {
    return (int)(xorshift_uniform(state) * count);
}

/* A copy of a bytes-like object in memory the core owns (PyMem_Free it); NULL with a Python
 * error when the object is not bytes-like, or is not `want` bytes long (want < 0: any). */
static inline void *copy_buffer(PyObject *obj, Py_ssize_t want, const char *name) {
    Py_buffer view;
    if (PyObject_GetBuffer(obj, &view, PyBUF_SIMPLE) < 0) return NULL;
    if (want >= 0 && view.len != want) {
        PyErr_Format(PyExc_ValueError, "%s: %zd bytes, expected %zd", name, view.len, want);
        PyBuffer_Release(&view);
        return NULL;
    }
    void *p = PyMem_Malloc(view.len ? (size_t)view.len : 1);
    if (p == NULL) {
        PyBuffer_Release(&view);
        PyErr_NoMemory();
        return NULL;
    }
    memcpy(p, view.buf, (size_t)view.len);
    PyBuffer_Release(&view);
    return p;
}

/* The chain through start (the stones of board[start]'s colour joined to it) by a flood fill
 * over the neighbour table nb: its stones into stones, in the order reached (breadth first, the
 * neighbours in the table's order), each marked 1 in mark; its distinct liberties (empty
 * neighbours) into libs in the order found, up to `most` of them. With `stop` the fill ends
 * at the most-th liberty and stones holds only the part reached (most 1: "has it a liberty",
 * most 2: "is it in atari"). Answers the liberties found; *size gets the stones.
 *
 * The marks stay for the caller to clear (from stones): a fill never enters a marked stone,
 * so marks left from one chain keep the next fills off it. Magnetgo's board (playcore/magnet.c)
 * and Medusa's (medusacore/) fill their chains with it; the Go board (playcore/board.c) keeps
 * its chains as rings and walks them instead. */
static inline int flood_chain(const uint8_t *board, const int32_t *nb, int width, int start,
                              uint8_t *mark, int32_t *stones, int *size, int32_t *libs,
                              int most, int stop) {
    int colour = board[start], count = 1, found = 0;
    stones[0] = start;
    mark[start] = 1;
    for (int i = 0; i < count; i++) {
        const int32_t *near = nb + (size_t)width * stones[i];
        for (int k = 0; k < width && near[k] >= 0; k++) {
            int p = near[k];
            if (board[p] == 0) {
                if (found >= most) continue;
                int listed = 0;
                for (int j = 0; j < found; j++) listed |= libs[j] == p;
                if (listed) continue;
                libs[found++] = p;
                if (stop && found == most) {
                    *size = count;
                    return found;
                }
            } else if (board[p] == colour && !mark[p]) {
                mark[p] = 1;
                stones[count++] = p;
            }
        }
    }
    *size = count;
    return found;
}

/* The points and their neighbours (nb: width a point, -1 padded), each once in the order met,
 * into out; answers how many. mark: n bytes of zeros, left as they were. */
static inline int points_and_neighbours(const int32_t *points, int count, const int32_t *nb,
                                        int width, uint8_t *mark, int32_t *out) {
    int found = 0;
    for (int i = 0; i < count; i++) {
        int p = points[i];
        if (!mark[p]) {
            mark[p] = 1;
            out[found++] = p;
        }
        const int32_t *near = nb + (size_t)width * p;
        for (int k = 0; k < width && near[k] >= 0; k++)
            if (!mark[near[k]]) {
                mark[near[k]] = 1;
                out[found++] = near[k];
            }
    }
    for (int i = 0; i < found; i++) mark[out[i]] = 0;
    return found;
}

/* Who each point belongs to in area counting: its stone's colour, or the one colour that
 * alone borders its empty region; 0 for nobody. region: n ints of scratch. Empty points
 * already reached are marked in owner itself (REACHED) until their region is known. */
static inline void area_owners(const uint8_t *colour, int n, const int32_t *nb, int width,
                               int32_t *region, uint8_t *owner) {
    enum { REACHED = 4 };
    memcpy(owner, colour, (size_t)n);
    for (int start = 0; start < n; start++) {
        if (owner[start] != 0) continue;
        int size = 1, bordering = 0;
        region[0] = start;
        owner[start] = REACHED;
        for (int i = 0; i < size; i++) {
            const int32_t *near = nb + (size_t)width * region[i];
            for (int k = 0; k < width && near[k] >= 0; k++) {
                int m = near[k];
                if (colour[m] != 0) {
                    bordering |= colour[m];
                } else if (owner[m] == 0) {
                    owner[m] = REACHED;
                    region[size++] = m;
                }
            }
        }
        if (bordering == 1 || bordering == 2)
            for (int i = 0; i < size; i++) owner[region[i]] = (uint8_t)bordering;
    }
    for (int i = 0; i < n; i++)
        if (owner[i] == REACHED) owner[i] = 0;
}

/* A new module holding types under their names (the names NULL-ended); NULL with a Python
 * error. */
static inline PyObject *module_with_types(PyModuleDef *def, const char *const *names,
                                          PyTypeObject *const *types) {
    for (int i = 0; names[i]; i++)
        if (PyType_Ready(types[i]) < 0) return NULL;
    PyObject *module = PyModule_Create(def);
    for (int i = 0; module && names[i]; i++) {
        Py_INCREF(types[i]);
        if (PyModule_AddObject(module, names[i], (PyObject *)types[i]) < 0) {
            Py_DECREF(types[i]);
            Py_CLEAR(module);
        }
    }
    return module;
}

#endif
