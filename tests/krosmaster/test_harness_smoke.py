"""The harness itself works: a punch with chosen dice (seed 003, tutorial 1)."""

from tests.krosmaster.harness import act, activate, clear, new_state, pending, piece, put, roll


def test_punch_with_chosen_dice() -> None:
    st = clear(new_state("tutorial-1"))
    put(st, "reine", "d4")
    put(st, "roi", "d5")
    activate(st, "reine")
    act(st, "cast coup-de-poing d5")
    assert pending(st) == ("critical", 1)
    roll(st, "critique")
    assert pending(st) == ("armor", 1)
    roll(st, "tacle")
    assert piece(st, "roi").injuries == 2  # 1 damage + 1 critical, armor failed
