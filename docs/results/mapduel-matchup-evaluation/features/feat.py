"""Which extra features improve Map & Duel's win model? Collect positions once, fit variants."""
import sys, random, pickle
sys.path.insert(0, "scripts")
import numpy as np
from arena.ai.registry import make_agent
from arena.cli.tournament import LocalScheduler
from arena.core import registry
from arena.core.match import Match, derive_seed
from arena.games.mapduel.evaluation import player_features, projected, ARMOR, SHARP
from arena.games.mapduel.datamodel import EffectKind, Target
import train_mapduel_evaluation as T

EXTRA = ["low4", "low2", "threat", "doom", "skipped", "forced", "double", "hp_sq", "hand_n_dmg"]

def extras(state):
    health, max_health, _ = projected(state)
    chars = state.game.characters
    out = []
    for p in range(state.n):
        if not state.alive[p]:
            out.append([0.0] * len(EXTRA)); continue
        hp = max(health[p], 0)
        threat = 0.0
        for q in range(state.n):
            if q == p or not state.alive[q] or state.character[q] < 0: continue
            eff = chars[state.character[q]].active.effect
            if eff.effect != EffectKind.DAMAGE: continue
            if eff.target == Target.NEXT and state.next_alive(q) != p: continue
            if eff.target not in (Target.NEXT, Target.ANY): continue
            threat = max(threat, eff.amount + state.passive(q, SHARP) - state.passive(p, ARMOR))
        # damage in the opponents' hands is hidden; count known card damage of p's own hand
        dmg = sum(state.game.evaluator.card_rows[c][1] for c in state.hands[p])
        out.append([max(0, 4 - hp), max(0, 2 - hp), threat, max(0.0, 2 * threat - hp),
                    state.skipped_turns[p], state.forced_penalties[p], float(state.double_move[p]),
                    hp * hp / 10.0, min(dmg, 10) * (1.0 if hp <= 4 else 0.0)])
    return out

def collect(chunk, wrap, columns):
    """The kept positions of a chunk's games: each player's features, its character one-hot,
    then ``columns(state)[p]``; ``wrap`` (or None) wraps every seat's agent."""
    game = registry.load("mapduel", **chunk.options)
    nchar = len(game.characters)
    out = []
    for g in range(chunk.first, chunk.first + chunk.count):
        agents = [make_agent(s) for s in T.seating(g, game.num_players)]
        if wrap is not None:
            agents = [wrap(a) for a in agents]
        match = Match(game, derive_seed(chunk.seed, "train", chunk.round, g), agents, check=False)
        pick = random.Random(derive_seed(chunk.seed, "sample", chunk.round, g))
        kept = []
        while not match.state.is_terminal():
            st = match.state
            if st.current_player() >= 0 and pick.random() < chunk.sample and min(st.character) >= 0:
                rows = player_features(st)
                ex = columns(st)
                for p, row in enumerate(rows):
                    oh = [0.0] * nchar; oh[st.character[p]] = 1.0
                    row.extend(oh); row.extend(ex[p])
                kept.append((rows, list(st.alive)))
            match.step()
        winners = [p for p, r in enumerate(match.state.returns()) if r > 0]
        if len(winners) != 1: continue
        out.extend((g, rows, alive, winners[0]) for rows, alive in kept)
    return out

def play(chunk):
    return collect(chunk, None, extras)

def main(play_chunk):
    """argv: players, games, seed, output pickle."""
    players, games, seed, outp = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    chunks = [T.Chunk(2, f, min(50, games - f), seed, 0.15, None, {"players": players}) for f in range(0, games, 50)]
    res = list(LocalScheduler(2).map_unordered(play_chunk, chunks))
    rows = sorted((r for c in res for r in c), key=lambda r: r[0])
    G, F, A, W = (np.array(c) for c in zip(*rows, strict=True))
    pickle.dump((G, F, A, W), open(outp, "wb"))
    print(F.shape)

if __name__ == "__main__":
    main(play)
