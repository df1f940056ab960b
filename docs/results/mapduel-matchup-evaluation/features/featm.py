"""Data with random character picks (every matchup seen), greedy/random play after; the last
column marks seat 1 (who moves first)."""
import os, sys
sys.path.insert(0, "scripts"); sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import feat

class RandomPick:
    def __init__(self, inner): self.inner, self.name = inner, "rp"
    def act(self, obs, rng):
        legal = obs.legal_actions
        if all(str(obs.game.action_to_text(a)).startswith("pick ") for a in legal):
            return legal[rng.randrange(len(legal))]
        return self.inner.act(obs, rng)

def first_mover(state):
    return [[1.0 if p == state.seat_order[0] else 0.0] for p in range(state.n)]

def play(chunk):
    return feat.collect(chunk, RandomPick, first_mover)

if __name__ == "__main__":
    feat.main(play)
