/* The compiled search of the Magnetic Chess family: magnetdesk.ai.chess._chesscore (issue 28).
 *
 * The same rules as magnetdesk/engine/chess (moves.py: FIDE moves without check, no en
 * passant; field.py: the destination field and the origin field; position.py: the end by king
 * capture, threefold repetition, fifty moves or no legal move, and the no-repetition rule),
 * the same evaluation as magnetdesk/ai/chess/evaluation.py and the same search as
 * magnetdesk/ai/chess/search.py, for the code rules where no player names the code (fixed,
 * cycle, random).
 * It is optional (setup.py builds it when a C compiler is there); the Python engine stays the
 * rules oracle and the Python search the reference: tests/ai/chess/test_chess_core.py compares
 * every move, board, key and score.
 *
 * rules.c: the tables, the moves, playing a move with its field, attacks and the evaluation.
 * search.c: the search and the Python type.
 */
#ifndef MAGNETDESK_CHESSCORE_H
#define MAGNETDESK_CHESSCORE_H
#include <setjmp.h>
#include "../../core/compiled.h"

#define BLACK 1
#define WHITE 2
enum { PAWN = 1, KNIGHT, BISHOP, ROOK, QUEEN, KING };
enum { NO_EFFECT = 0, ATTRACT = 1, REPEL = 2 };  /* codes.NONE, ATTRACT, REPEL */
#define PIECES 23     /* colour << 3 | kind, up to WHITE << 3 | KING = 22 */
#define MAX_MOVES 256
#define FIFTY_MOVES 100

/* A move: start | end << 6 | promotion kind << 12 (0: none). */
typedef uint32_t Move;
#define MOVE(start, end, promotion) ((Move)((start) | (end) << 6 | (promotion) << 12))
#define START(m) ((int)((m) & 63))
#define END(m) ((int)(((m) >> 6) & 63))
#define PROMOTION(m) ((int)((m) >> 12))

/* How a position ended (position.py's ends that playing a move finds). */
enum { GOING = 0, KING_TAKEN, THREEFOLD, FIFTY };

typedef struct {
    uint8_t board[64];
    int to_move, castling, quiet, since; /* since: plies since a capture or a promotion */
    int ply;                             /* the moves played since the start (codes change) */
    int end;                             /* GOING, or how the move that made it ended the game */
    uint64_t key;                        /* position.py's position_key: board and player */
} Pos;

/* The board's geometry, made once. */
typedef struct {
    int8_t lines[64][4][8];   /* orthogonal rays (moves.LINES order), -1 ended */
    int8_t diagonals[64][4][8];
    int8_t knight[64][9], king[64][9];  /* -1 ended */
    int8_t pawn_captures[3][64][3];     /* [colour][square]: where a pawn of colour takes */
    int8_t centre[64];
} Geometry;

extern Geometry geometry;
void geometry_init(void);

/* The rules of one game: its field codes (0 the game's code, 1.. the codes of its code rule),
 * which code the next move has, and what a key is made of. */
#define MAX_CODES 82
#define DRAWN_PAIRS 64 /* random codes known past the root: more than a search's plies */
enum { FIXED, CYCLE, RANDOM };  /* the code rules the core plays (codes.ChessSettings.code_at) */
typedef struct {
    uint8_t table[MAX_CODES][3][3], origin[MAX_CODES][3][3], has_origin[MAX_CODES];
    int n_codes, code_rule, no_repetition;
    int first_pair, drawn[DRAWN_PAIRS]; /* random: the code of each pair of moves from first_pair */
    uint64_t code_keys[MAX_CODES];      /* the search's table keys of the codes (search._key) */
    uint64_t piece_keys[PIECES][64], white_key;
} Rules;

/* The code of the next move in p. */
static inline int code_at(const Rules *r, int ply) {
    if (r->code_rule == CYCLE) return 1 + (ply / 2) % (r->n_codes - 1);
    if (r->code_rule == RANDOM) {
        int i = ply / 2 - r->first_pair;
        return i >= 0 && i < DRAWN_PAIRS ? r->drawn[i] : 0;
    }
    return 0;
}

uint64_t position_key(const Rules *r, const uint8_t *board, int to_move);
int pseudo_moves(const Pos *p, Move *out);
/* Plays move on p into out; the history of keys (oldest first, p's own key last) decides
 * repetitions. Returns 0, or -1 when the no-repetition rule refuses the move. */
int play(const Rules *r, const Pos *p, Move move, const uint64_t *history, int depth, Pos *out,
         int *magnetic_promotion);
int attacked(const uint8_t *board, int sq, int colour);
int king_square(const uint8_t *board, int colour);
int evaluate(const Rules *r, const Pos *p);

extern const int VALUES[7], ORDER_VALUES[7];

#define WIN 100000
#define MATE_BOUND (WIN - 1000)
#define INFINITE 1000000
#define MAX_DEPTH 40
#define MAX_PLY 96
#define QUIESCENCE_PLIES 8
#define REDUCTION_DEPTH 3
#define NULL_DEPTH 3
#define NULL_REDUCTION 2
#define LATE_MOVES 3
#define EVASION_PLIES 3
#define DELTA_MARGIN 200
#define THREAT_PLIES 1
#define ROOT_MARGIN 40
#define CONTEMPT 30
#define POLL_EVERY 64
#define CALL_EVERY 16 /* polls between two calls of the caller's poll (stop and progress) */
#define TABLE_BITS 20
/* The Strongest level's pruning (search.py's, with its reasons): */
#define FUTILITY_DEPTH 3
#define FUTILITY_MARGIN 120
#define DEEP_LATE_MOVES 6
#define DEEPER_LATE_MOVES 12
#define DEEPER_DEPTH 6
enum { EXACT, LOWER, UPPER };

typedef struct {
    uint64_t key;
    Move move;
    int32_t score;
    int16_t depth;
    int16_t flag;
} Entry;

/* The search: its constants (search.py's), its table and its state. */
typedef struct {
    PyObject_HEAD
    Rules rules;
    Entry *table;
    Move killers[MAX_PLY + 16][2];
    int64_t history[64][64];
    uint64_t *keys; /* the game's and the search path's keys, oldest first */
    int n_keys, keys_cap;
    Pos root;
    Move root_moves[MAX_MOVES], found_moves[MAX_MOVES], best_moves[MAX_MOVES];
    int found_scores[MAX_MOVES], best_scores[MAX_MOVES];
    int n_root, n_found, n_best, depth, root_best;
    long long nodes, node_cap, next_poll;
    int polls;
    double deadline;
    PyObject *poll;
    PyThreadState *thread; /* saved while the search runs without the GIL */
    int stopped, failed, ready;
    int prune; /* the Strongest level's pruning (search.py's PRUNING_SIGHT) */
    jmp_buf jump;
} Core;

/* Searches every root move to depth (search._root); 1 when stopped (the moves searched so far
 * stand for the depth from depth 2 on). root_keys: the game's keys, the root's last. */
int root_depth(Core *c, int depth, int root_keys);
double now(void);

#endif
