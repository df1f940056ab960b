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

    table = term.table(title="Arena games")
    for col in ("id", "English", "Français", "中文", "players", "version", "traits"):
        table.add_column(col, overflow="fold")
    broken = [r for r in rows if "error" in r]
    for r in rows:
        if "error" in r:
            continue
        lo, hi = r["min_players"], r["max_players"]
        traits = [t for t, on in (("chance", r["chance"]), ("hidden info", r["hidden_information"])) if on]
        names = r["names"]
        table.add_row(
            r["id"] + (f" ({', '.join(r['aliases'])})" if r["aliases"] else ""),
            names.get("en", ""),
            names.get("fr", ""),
            names.get("zh", ""),
            str(lo) if lo == hi else f"{lo}-{hi}",
            r["version"],
            ", ".join(traits) or "-",
        )
    console = term.console()
    console.print(table)
    for r in broken:
        console.print(f"{r['id']}: failed to load: {r['error']}", style="red", markup=False, soft_wrap=True)
