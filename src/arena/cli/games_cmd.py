"""``arena games``: the registered games, read from their light ``arena.game_info`` entries
(no rules package is imported). ``arena.cli.entry`` runs it without building the Typer app:
the listing is the command people run first (issue 16, "Fast start")."""

from __future__ import annotations

import json
from typing import Any


# -- arena games -------------------------------------------------------------------------------
def _game_rows() -> list[dict[str, Any]]:
    from arena.core import registry

    rows: list[dict[str, Any]] = []
    for gid in registry.game_ids():
        try:
            info = registry.game_info(gid)
        except Exception as exc:  # a broken game must not hide the others
            rows.append({"id": gid, "error": f"{type(exc).__name__}: {exc}"})
            continue
        rows.append(
            {
                "id": info.id,
                "names": dict(info.names),
                "min_players": info.min_players,
                "max_players": info.max_players,
                "version": info.version,
                "chance": info.chance,
                "hidden_information": info.hidden_information,
                "aliases": list(info.aliases),
            }
        )
    return rows


def games_cmd(as_json: bool = False) -> None:
    """List the registered games (Typer and, for ``--json``, Rich are not imported)."""
    rows = _game_rows()
    if as_json:
        print(json.dumps(rows, indent=2, ensure_ascii=False, default=str))
        return
    from arena.cli import term

    console = term.console()
    broken = [r for r in rows if "error" in r]
    ok = [r for r in rows if "error" not in r]
    if console.width < 60:
        # Too narrow for a table: one paragraph per game, its id first (never split).
        for r in ok:
            also = f" ({', '.join(r['aliases'])})" if r["aliases"] else ""
            console.print(f"{r['id']}{also}", style="bold", markup=False, soft_wrap=True)
            console.print(
                f"  {' / '.join(_names(r))} · {_players(r)} players · v{r['version']} · {_traits(r)}",
                markup=False,
            )
    else:
        console.print(_table(ok))
    for r in broken:
        console.print(f"{r['id']}: failed to load: {r['error']}", style="red", markup=False, soft_wrap=True)


def _names(r: dict[str, Any]) -> list[str]:
    names = r["names"]
    return [n for n in (names.get("en"), names.get("fr"), names.get("zh-Hans") or names.get("zh")) if n]


def _players(r: dict[str, Any]) -> str:
    lo, hi = r["min_players"], r["max_players"]
    return str(lo) if lo == hi else f"{lo}-{hi}"


def _traits(r: dict[str, Any]) -> str:
    return (
        ", ".join(t for t, on in (("chance", r["chance"]), ("hidden info", r["hidden_information"])) if on)
        or "-"
    )


def _table(ok: list[dict[str, Any]]) -> Any:
    from arena.cli import term

    table = term.table(title="Arena games")
    # Ids and aliases are what people type: they never wrap; the names and the rest fold.
    table.add_column("id", no_wrap=True, min_width=max((len(r["id"]) for r in ok), default=2))
    table.add_column(
        "aliases", no_wrap=True, min_width=max((len(a) for r in ok for a in r["aliases"]), default=1)
    )
    for col in ("names (en, fr, 中文)", "players", "version", "traits"):
        table.add_column(col, overflow="fold")
    for r in ok:
        table.add_row(
            r["id"],
            "\n".join(r["aliases"]) or "-",
            "\n".join(_names(r)),
            _players(r),
            r["version"],
            _traits(r),
        )
    return table
