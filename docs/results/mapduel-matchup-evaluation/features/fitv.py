import sys, pickle, numpy as np
sys.path.insert(0, "scripts")
import train_mapduel_evaluation as T
G, F, A, W = pickle.load(open(sys.argv[1], "rb"))
EXTRA = ["low4", "low2", "threat", "doom", "skipped", "forced", "double", "hp_sq", "hand_n_dmg"]
base = list(range(20))
held = G % 5 == 0
def run(cols, name):
    f = F[:, :, cols]
    w = T.fit(f[~held], A[~held], W[~held], 1.0)
    loss, acc = T.log_loss(f[held], A[held], W[held], w)
    print(f"{name:40} loss {loss:.4f} acc {acc:.4f}", " ".join(f"{x:.3f}" for x in w[20:]))
run(base, "base")
for i, e in enumerate(EXTRA):
    run(base + [20 + i], "+" + e)
run(base + [20, 21, 22, 23], "+low4 low2 threat doom")
run(base + list(range(20, 29)), "+all")
