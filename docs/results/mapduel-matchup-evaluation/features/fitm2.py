import sys, pickle, numpy as np
sys.path.insert(0, "scripts")
import train_mapduel_evaluation as T
G, F, A, W = pickle.load(open(sys.argv[1], "rb"))
held = G % 5 == 0
C = F[:, :, 12:20]; first = F[:, :, 20:21]
n = F.shape[1]
opp = np.zeros_like(C)
for p in range(n):
    others = [q for q in range(n) if q != p]
    alive = A[:, others].astype(float)
    s = (C[:, others, :] * alive[:, :, None]).sum(axis=1)
    opp[:, p, :] = s / np.maximum(alive.sum(axis=1, keepdims=True), 1)
M = np.einsum("npi,npj->npij", C, opp).reshape(F.shape[0], n, 64)
MF = np.einsum("npi,npj->npij", C*first, opp).reshape(F.shape[0], n, 64)
def run(f, name, l2=1.0):
    w = T.fit(f[~held], A[~held], W[~held], l2)
    loss, acc = T.log_loss(f[held], A[held], W[held], w)
    print(f"{name:30} l2={l2} loss {loss:.4f} acc {acc:.4f}")
    return w
run(F[:, :, :20], "base")
run(F[:, :, :21], "+first")
for l2 in (1.0, 10.0, 30.0):
    w = run(np.concatenate([F[:, :, :20], M], axis=2), "+matchup", l2)
w2 = run(np.concatenate([F[:, :, :21], M, MF], axis=2), "+first+matchup+matchup*first", 10.0)
m = w[20:].reshape(8, 8)
ids = ["mario","knight","ninja","wizard","medic","gambler","chef","robot"]
anti = m - m.T
print("antisymmetric matchup (row beats column):")
for i, a in enumerate(ids): print(f"{a:8}", " ".join(f"{x:+.2f}" for x in anti[i]))
print("chars", " ".join(f"{x:+.2f}" for x in w[12:20]))
