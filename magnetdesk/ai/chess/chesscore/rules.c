/* The rules and the evaluation: magnetdesk/engine/chess/moves.py, field.py and position.py's
 * _after, and magnetdesk/ai/chess/evaluation.py, line for line (see core.h). */
#include "core.h"

Geometry geometry;

const int VALUES[7] = {0, 100, 310, 330, 490, 920, 0};
const int ORDER_VALUES[7] = {0, 100, 310, 330, 490, 920, 20000};
static const int ADVANCE[8] = {0, 0, 8, 18, 35, 60, 110, 0};
#define CLEAR_FILE 45
#define CLEAR_FILE_ENEMY 15
#define ATTRACTION_BY_ENEMY 35
#define ATTRACTION_BY_ME 12
#define OPEN_KING_SQUARE 3
#define MOBILITY 3

/* A move added to a list, never past its end (a set-up position can hold more pieces than a
 * game; compiled.py searches only positions far below the limit). */
#define ADD(list, n, move) do { if ((n) < MAX_MOVES) (list)[(n)++] = (move); } while (0)

static const int ORTHOGONAL[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
static const int DIAGONAL[4][2] = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
static const int JUMPS[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
static const int LAST_RANK[3] = {-1, 0, 7};
static const int FORWARD[3] = {0, -8, 8};

/* Castling (moves.CASTLES): the right, the king's and the rook's squares, the squares between. */
typedef struct { int right, king_from, king_to, rook_from, rook_to, between[3], n_between; } Castle;
static const Castle CASTLES[3][2] = {
    {{0}},
    {{4, 60, 62, 63, 61, {61, 62}, 2}, {8, 60, 58, 56, 59, {57, 58, 59}, 3}},
    {{1, 4, 6, 7, 5, {5, 6}, 2}, {2, 4, 2, 0, 3, {1, 2, 3}, 3}},
};

static int rights_touched(int sq) {
    switch (sq) {
    case 4: return 3;
    case 7: return 1;
    case 0: return 2;
    case 60: return 12;
    case 63: return 4;
    case 56: return 8;
    default: return 0;
    }
}

static void walk(int sq, int df, int dr, int8_t *out) {
    int f = (sq & 7) + df, r = (sq >> 3) + dr, n = 0;
    while (f >= 0 && f < 8 && r >= 0 && r < 8) {
        out[n++] = (int8_t)(r * 8 + f);
        f += df;
        r += dr;
    }
    out[n] = -1;
}

static void steps(int sq, const int (*offsets)[2], int count, int8_t *out) {
    int n = 0;
    for (int i = 0; i < count; i++) {
        int f = (sq & 7) + offsets[i][0], r = (sq >> 3) + offsets[i][1];
        if (f >= 0 && f < 8 && r >= 0 && r < 8) out[n++] = (int8_t)(r * 8 + f);
    }
    out[n] = -1;
}

void geometry_init(void) {
    Geometry *g = &geometry;
    for (int sq = 0; sq < 64; sq++) {
        for (int d = 0; d < 4; d++) {
            walk(sq, ORTHOGONAL[d][0], ORTHOGONAL[d][1], g->lines[sq][d]);
            walk(sq, DIAGONAL[d][0], DIAGONAL[d][1], g->diagonals[sq][d]);
        }
        steps(sq, JUMPS, 8, g->knight[sq]);
        int around[8][2];
        for (int i = 0; i < 4; i++) {
            around[i][0] = ORTHOGONAL[i][0], around[i][1] = ORTHOGONAL[i][1];
            around[4 + i][0] = DIAGONAL[i][0], around[4 + i][1] = DIAGONAL[i][1];
        }
        steps(sq, (const int (*)[2])around, 8, g->king[sq]);
        const int white[2][2] = {{-1, 1}, {1, 1}}, black[2][2] = {{-1, -1}, {1, -1}};
        steps(sq, white, 2, g->pawn_captures[WHITE][sq]);
        steps(sq, black, 2, g->pawn_captures[BLACK][sq]);
        int ff = 2 * (sq & 7) - 7, rr = 2 * (sq >> 3) - 7;
        ff = ff < 0 ? -ff : ff;
        rr = rr < 0 ? -rr : rr;
        g->centre[sq] = (int8_t)(3 - ((ff > rr ? ff : rr) - 1) / 2);
    }
}

uint64_t position_key(const Rules *r, const uint8_t *board, int to_move) {
    uint64_t h = to_move == WHITE ? r->white_key : 0;
    for (int sq = 0; sq < 64; sq++)
        if (board[sq]) h ^= r->piece_keys[board[sq]][sq];
    return h;
}

/* --- the moves (moves.pseudo_moves, in its order) ----------------------------------------- */

static int pawn_moves(const uint8_t *b, int colour, int sq, Move *out, int n) {
    int ahead = sq + FORWARD[colour], enemy = 3 - colour;
    static const int KINDS[4] = {QUEEN, ROOK, BISHOP, KNIGHT};
    if (ahead >> 3 == LAST_RANK[colour]) {
        if (!b[ahead])
            for (int k = 0; k < 4; k++) ADD(out, n, MOVE(sq, ahead, KINDS[k]));
        for (const int8_t *t = geometry.pawn_captures[colour][sq]; *t >= 0; t++)
            if (b[*t] >> 3 == enemy)
                for (int k = 0; k < 4; k++) ADD(out, n, MOVE(sq, *t, KINDS[k]));
        return n;
    }
    if (ahead >= 0 && ahead < 64 && !b[ahead]) {
        ADD(out, n, MOVE(sq, ahead, 0));
        int rank = sq >> 3;
        int first = colour == WHITE ? (rank == 0 || rank == 1) : (rank == 7 || rank == 6);
        if (first && !b[ahead + FORWARD[colour]]) ADD(out, n, MOVE(sq, ahead + FORWARD[colour], 0));
    }
    for (const int8_t *t = geometry.pawn_captures[colour][sq]; *t >= 0; t++)
        if (b[*t] >> 3 == enemy) ADD(out, n, MOVE(sq, *t, 0));
    return n;
}

static int slides(const uint8_t *b, int colour, int sq, int8_t (*rays)[8], Move *out, int n) {
    for (int d = 0; d < 4; d++)
        for (const int8_t *t = rays[d]; *t >= 0; t++) {
            int target = b[*t];
            if (target) {
                if (target >> 3 != colour) ADD(out, n, MOVE(sq, *t, 0));
                break;
            }
            ADD(out, n, MOVE(sq, *t, 0));
        }
    return n;
}

int pseudo_moves(const Pos *p, Move *out) {
    const uint8_t *b = p->board;
    int colour = p->to_move, n = 0;
    for (int sq = 0; sq < 64; sq++) {
        int piece = b[sq];
        if (piece >> 3 != colour) continue;
        switch (piece & 7) {
        case PAWN:
            n = pawn_moves(b, colour, sq, out, n);
            break;
        case KNIGHT:
        case KING: {
            const int8_t *t = (piece & 7) == KNIGHT ? geometry.knight[sq] : geometry.king[sq];
            for (; *t >= 0; t++)
                if (b[*t] >> 3 != colour) ADD(out, n, MOVE(sq, *t, 0));
            if ((piece & 7) == KING && p->castling)
                for (int c = 0; c < 2; c++) {
                    const Castle *k = &CASTLES[colour][c];
                    int room = (p->castling & k->right) && b[k->king_from] == (colour << 3 | KING)
                               && b[k->rook_from] == (colour << 3 | ROOK);
                    for (int i = 0; room && i < k->n_between; i++)
                        if (b[k->between[i]]) room = 0;
                    if (room) ADD(out, n, MOVE(k->king_from, k->king_to, 0));
                }
            break;
        }
        case ROOK:
            n = slides(b, colour, sq, geometry.lines[sq], out, n);
            break;
        case BISHOP:
            n = slides(b, colour, sq, geometry.diagonals[sq], out, n);
            break;
        case QUEEN:
            n = slides(b, colour, sq, geometry.lines[sq], out, n);
            n = slides(b, colour, sq, geometry.diagonals[sq], out, n);
            break;
        }
    }
    return n;
}

/* --- a move and its field (field.make_move) ------------------------------------------------ */

typedef struct {
    Pos *p;
    const Rules *r;
    int irreversible, magnetic;
} Change;

static void put(Change *c, int sq, int piece) {
    Pos *p = c->p;
    if (p->board[sq]) p->key ^= c->r->piece_keys[p->board[sq]][sq];
    p->board[sq] = (uint8_t)piece;
    if (piece) p->key ^= c->r->piece_keys[piece][sq];
    p->castling &= ~rights_touched(sq);
}

/* The field of a colour piece from source (field.emit_field); reached gets where the reached
 * pieces stand afterwards, and their number is returned. */
static int emit_field(Change *c, int source, int colour, const uint8_t (*table)[3],
                      const int *shielded, int n_shielded, int *reached) {
    uint8_t *b = c->p->board;
    int count = 0;
    for (int d = 0; d < 4; d++) {
        const int8_t *line = geometry.lines[source][d];
        int at = 0, sq = -1, piece = 0;
        for (; line[at] >= 0; at++)
            if (b[line[at]]) {
                sq = line[at];
                piece = b[sq];
                break;
            }
        if (sq < 0 || (piece & 7) == KING) continue;
        int blocked = 0;
        for (int i = 0; i < n_shielded; i++) blocked |= shielded[i] == sq;
        if (blocked) continue;
        int effect = table[colour][piece >> 3], to = sq;
        if (effect == ATTRACT) {
            to = line[0];
        } else if (effect == REPEL) {
            while (line[at + 1] >= 0 && !b[line[at + 1]]) at++;
            to = line[at];
        }
        if (to != sq) {
            put(c, sq, 0);
            put(c, to, piece);
            if ((piece & 7) == PAWN && to >> 3 == LAST_RANK[piece >> 3]) {
                put(c, to, (piece >> 3) << 3 | QUEEN);
                c->irreversible = c->magnetic = 1;
            }
        }
        reached[count++] = to;
    }
    return count;
}

int play(const Rules *r, const Pos *p, Move move, const uint64_t *history, int depth, Pos *out,
         int *magnetic_promotion) {
    *out = *p;
    Change c = {out, r, 0, 0};
    int start = START(move), end = END(move), promotion = PROMOTION(move);
    int piece = p->board[start], colour = piece >> 3, taken = 0, source, origin, field = 1;
    const Castle *castle = NULL;
    if ((piece & 7) == KING)
        for (int i = 0; i < 2; i++)
            if (CASTLES[colour][i].king_from == start && CASTLES[colour][i].king_to == end)
                castle = &CASTLES[colour][i];
    if (castle) {
        int rook = out->board[castle->rook_from];
        put(&c, start, 0);
        put(&c, end, piece);
        put(&c, castle->rook_from, 0);
        put(&c, castle->rook_to, rook);
        source = castle->rook_to;
        origin = castle->rook_from;
    } else {
        taken = out->board[end];
        put(&c, start, 0);
        put(&c, end, promotion ? colour << 3 | promotion : piece);
        c.irreversible = taken || promotion;
        field = !((taken & 7) == KING || (piece & 7) == KING);
        source = end;
        origin = start;
    }
    if (field) {
        int code = code_at(r, p->ply), shielded[5] = {source}, reached[4];
        int n = emit_field(&c, source, colour, (const uint8_t (*)[3])r->table[code], shielded, 1,
                           reached);
        if (r->has_origin[code]) {
            for (int i = 0; i < n; i++) shielded[1 + i] = reached[i];
            emit_field(&c, origin, colour, (const uint8_t (*)[3])r->origin[code], shielded, 1 + n,
                       reached);
        }
    }
    out->ply = p->ply + 1;
    out->key ^= r->white_key;
    out->to_move = 3 - colour;
    out->since = c.irreversible ? 0 : p->since + 1;
    int earlier = 0;
    if (!c.irreversible)
        for (int i = depth - 1; i >= 0 && i >= depth - out->since; i--) earlier += history[i] == out->key;
    if (earlier && r->no_repetition) return -1;
    out->quiet = taken || (piece & 7) == PAWN ? 0 : p->quiet + 1;
    out->end = (taken & 7) == KING ? KING_TAKEN : earlier >= 2 ? THREEFOLD
             : out->quiet >= FIFTY_MOVES ? FIFTY : GOING;
    if (magnetic_promotion) *magnetic_promotion = c.magnetic;
    return 0;
}

/* --- attacks and the evaluation (evaluation.py) ------------------------------------------- */

int attacked(const uint8_t *b, int sq, int colour) {
    for (const int8_t *t = geometry.pawn_captures[3 - colour][sq]; *t >= 0; t++)
        if (b[*t] == (colour << 3 | PAWN)) return 1;
    for (const int8_t *t = geometry.knight[sq]; *t >= 0; t++)
        if (b[*t] == (colour << 3 | KNIGHT)) return 1;
    for (const int8_t *t = geometry.king[sq]; *t >= 0; t++)
        if (b[*t] == (colour << 3 | KING)) return 1;
    int rook = colour << 3 | ROOK, bishop = colour << 3 | BISHOP, queen = colour << 3 | QUEEN;
    for (int d = 0; d < 4; d++) {
        for (const int8_t *t = geometry.lines[sq][d]; *t >= 0; t++)
            if (b[*t]) {
                if (b[*t] == rook || b[*t] == queen) return 1;
                break;
            }
        for (const int8_t *t = geometry.diagonals[sq][d]; *t >= 0; t++)
            if (b[*t]) {
                if (b[*t] == bishop || b[*t] == queen) return 1;
                break;
            }
    }
    return 0;
}

int king_square(const uint8_t *b, int colour) {
    for (int sq = 0; sq < 64; sq++)
        if (b[sq] == (colour << 3 | KING)) return sq;
    return -1;
}

static int reaches(int kind, int from, int to, int colour) {
    if (kind == QUEEN) return 1;
    int df = (to & 7) - (from & 7), dr = (to >> 3) - (from >> 3);
    int orthogonal = df == 0 || dr == 0;
    if (kind == ROOK) return orthogonal;
    if (kind == BISHOP) return !orthogonal;
    if (kind == PAWN)
        for (const int8_t *t = geometry.pawn_captures[colour][from]; *t >= 0; t++)
            if (*t == to) return 1;
    return 0;
}

static int king_exposure(const uint8_t *b, int colour, const uint8_t (*table)[3]) {
    int king = king_square(b, colour);
    if (king < 0) return 0;
    int enemy = 3 - colour, danger = 0;
    int by_enemy = table[enemy][enemy] == ATTRACT, by_me = table[colour][enemy] == ATTRACT;
    for (const int8_t *t = geometry.king[king]; *t >= 0; t++) {
        int near = *t;
        if (b[near]) continue;
        danger += OPEN_KING_SQUARE;
        if (!(by_enemy || by_me)) continue;
        for (int d = 0; d < 4; d++) {  /* evaluation.PULL_LINES: the emitter behind near */
            int ef = (near & 7) - ORTHOGONAL[d][0], er = (near >> 3) - ORTHOGONAL[d][1];
            const int8_t *beyond = geometry.lines[near][d];
            if (ef < 0 || ef > 7 || er < 0 || er > 7 || beyond[0] < 0) continue;
            if (er * 8 + ef == king) continue;
            for (; *beyond >= 0; beyond++) {
                int piece = b[*beyond];
                if (piece) {
                    if (piece >> 3 == enemy && reaches(piece & 7, near, king, enemy))
                        danger += by_enemy ? ATTRACTION_BY_ENEMY : ATTRACTION_BY_ME;
                    break;
                }
            }
        }
    }
    return danger;
}

static int clear_file(const uint8_t *b, int sq, int colour) {
    int step = colour == WHITE ? 8 : -8;
    for (sq += step; sq >= 0 && sq < 64; sq += step) {
        if (b[sq]) return 0;
        if (sq >> 3 == LAST_RANK[colour]) return 1;
    }
    return 0;
}

static int mobility(const uint8_t *b, int colour, int8_t (*rays)[8]) {
    int value = 0;
    for (int d = 0; d < 4; d++)
        for (const int8_t *t = rays[d]; *t >= 0; t++) {
            if (b[*t] >> 3 != colour) value += MOBILITY;
            if (b[*t]) break;
        }
    return value;
}

int evaluate(const Rules *r, const Pos *p) {
    const uint8_t *b = p->board;
    const uint8_t (*table)[3] = (const uint8_t (*)[3])r->table[code_at(r, p->ply)];
    int score = 0;
    for (int sq = 0; sq < 64; sq++) {
        int piece = b[sq];
        if (!piece) continue;
        int colour = piece >> 3, kind = piece & 7, value = VALUES[kind];
        if (kind == PAWN) {
            int steps = colour == WHITE ? (sq >> 3) - 1 : 6 - (sq >> 3);
            value += ADVANCE[steps > 0 ? steps : 0];
            if (clear_file(b, sq, colour)) {
                if (table[colour][colour] == REPEL) value += CLEAR_FILE;
                else if (table[3 - colour][colour] == REPEL) value += CLEAR_FILE_ENEMY;
            }
        } else if (kind == KNIGHT) {
            value += geometry.centre[sq] * 4;
            for (const int8_t *t = geometry.knight[sq]; *t >= 0; t++)
                if (b[*t] >> 3 != colour) value += MOBILITY;
        } else if (kind != KING) {
            if (kind == BISHOP) value += geometry.centre[sq] * 3;
            if (kind != BISHOP) value += mobility(b, colour, geometry.lines[sq]);
            if (kind != ROOK) value += mobility(b, colour, geometry.diagonals[sq]);
        }
        score += colour == WHITE ? value : -value;
    }
    score += king_exposure(b, BLACK, table) - king_exposure(b, WHITE, table);
    return p->to_move == WHITE ? score : -score;
}
