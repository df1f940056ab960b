"""The tensor-layout vocabulary (``arena.core.tensors``): what each feature writes, where."""

from __future__ import annotations

import pytest

from arena.core.tensors import Counts, Each, OneHot, Scalar, TensorLayout, at


def test_each_feature_writes_its_own_slice() -> None:
    layout = TensorLayout(
        [
            Scalar("hp", at("me", "hp"), "HP / 10", 0.1),
            OneHot("phase", at("phase"), ["setup", "play"], "the phase"),
            Counts("hand", at("hand"), ["a", "b", "c"], "cards"),
            Each(
                "units",
                at("units"),
                2,
                [OneHot("kind", at("kind"), ["x", "y"]), Scalar("ready", at("ready"))],
            ),
        ]
    )
    view = {
        "me": {"hp": 7},
        "phase": "play",
        "hand": ["c", "a", "c", "zzz"],
        "units": [{"kind": "y", "ready": True}, {"kind": "x", "ready": False}, {"kind": "y", "ready": True}],
    }
    assert layout.size == 1 + 2 + 3 + 2 * 4
    assert layout.encode(view) == pytest.approx(
        [0.7, 0, 1, 1, 0, 2, 1, 0, 1, 1, 1, 1, 0, 0]
    )  # a third unit does not fit: left out


def test_missing_values_read_as_zeros_and_shapes_never_change() -> None:
    layout = TensorLayout(
        [Scalar("hp", at("me", "hp")), OneHot("at", at("at"), [(0, 1), (2, 3)]), Counts("d", at("d"), ["k"])]
    )
    assert layout.encode({}) == [0.0] * layout.size
    assert layout.encode({"at": [2, 3], "d": {"k": 4}}) == [0, 0, 1, 4]  # a JSON pair reads as a tuple


def test_slices_document_every_feature() -> None:
    layout = TensorLayout(
        [Scalar("a", at("a"), "first"), Each("e", at("e"), 3, [Scalar("v", at("v"), "value")], "items")]
    )
    rows = {r.name: (r.start, r.stop, r.shape) for r in layout.slices()}
    assert rows == {
        "a": (0, 1, (1,)),
        "e": (1, 7, (3, 2)),
        "e[i].present": (1, 2, (1,)),
        "e[i].v": (2, 3, (1,)),
    }
    table = layout.markdown()
    assert "| `e[i].v` | 2:3 | 1 | value |" in table


def test_duplicate_feature_names_are_refused() -> None:
    with pytest.raises(ValueError, match="duplicate"):
        TensorLayout([Scalar("a", at("a")), Scalar("a", at("b"))])


def test_docs_rl_md_shows_the_current_layouts() -> None:
    """``docs/rl.md`` documents every game's tensor layout; regenerate its tail with
    ``python -m arena.rl.docs docs/rl.md`` when a layout changes."""
    from pathlib import Path

    from arena.rl.docs import BEGIN, generated

    text = (Path(__file__).parents[2] / "docs" / "rl.md").read_text(encoding="utf-8")
    assert text[text.index(BEGIN) :] == generated()
