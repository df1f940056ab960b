"""Data with random character picks (every matchup seen), greedy/random play after."""
import sys, random, pickle
sys.path.insert(0, "scripts")
import numpy as np
from arena.ai.registry import make_agent
from arena.cli.tournament import LocalScheduler
from arena.core import registry
from arena.core.match import Match, derive_seed
from arena.games.mapduel.evaluation import player_features
import train_mapduel_evaluation as T

class RandomPick:
    def __init__(self, inner): self.inner, self.name = inner, "rp"
    def act(self, obs, rng):
        legal = obs.legal_actions
        if all(str(obs.game.action_to_text(a)).startswith("pick ") for a in legal):
            return legal[rng.randrange(len(legal))]
        return self.inner.act(obs, rng)

def play(chunk):
    game = registry.load("mapduel", **chunk.options)
    nchar = len(game.characters)
    out = []
    for g in range(chunk.first, chunk.first + chunk.count):
        agents = [RandomPick(make_agent(s)) for s in T.seating(g, game.num_players)]
        match = Match(game, derive_seed(chunk.seed, "train", chunk.round, g), agents, check=False)
        pick = random.Random(derive_seed(chunk.seed, "sample", chunk.round, g))
        kept = []
        while not match.state.is_terminal():
            st = match.state
            if st.current_player() >= 0 and pick.random() < chunk.sample and min(st.character) >= 0:
                rows = player_features(st)
                first = st.seat_order[0]
                for p, row in enumerate(rows):
                    oh = [0.0] * nchar; oh[st.character[p]] = 1.0
                    row.extend(oh); row.append(1.0 if p == first else 0.0)
                kept.append((rows, list(st.alive)))
            match.step()
        winners = [p for p, r in enumerate(match.state.returns()) if r > 0]
        if len(winners) != 1: continue
        out.extend((g, rows, alive, winners[0]) for rows, alive in kept)
    return out

if __name__ == "__main__":
    players, games, seed, outp = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    chunks = [T.Chunk(2, f, min(50, games - f), seed, 0.15, None, {"players": players}) for f in range(0, games, 50)]
    res = list(LocalScheduler(2).map_unordered(play, chunks))
    rows = sorted((r for c in res for r in c), key=lambda r: r[0])
    G, F, A, W = (np.array(c) for c in zip(*rows, strict=True))
    pickle.dump((G, F, A, W), open(outp, "wb"))
    print(F.shape)
