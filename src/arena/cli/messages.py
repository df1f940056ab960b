"""The few sentences ``arena play`` says, in English, French and Chinese."""

from __future__ import annotations

from enum import StrEnum


class Lang(StrEnum):
    """Languages of ``arena play``."""

    en = "en"
    fr = "fr"
    zh = "zh"


_TEXT: dict[str, dict[str, str]] = {
    "en": {
        "title": "{game} — seed {seed} (replay this game with --seed {seed})",
        "seats": "You play seat {seats}; {others}.",
        "hotseat": "Hot seat: every seat is played here.",
        "to_play": "Seat {seat} to play.",
        "legal": "Legal actions ({n}):",
        "prompt": "seat {seat}> ",
        "help": "Type an action in notation, its list number, or #index. "
        "Commands: legal, board, help, quit (Ctrl-D quits too).",
        "plays": "seat {seat} ({who}) plays {action}",
        "chance": "chance: {action}",
        "wins": "Seat {seats} wins.",
        "draw": "Draw.",
        "over": "Game over after {n} actions. {result} Returns: {returns}",
        "quit": "Game left unfinished after {n} actions.",
        "saved": "Replay saved to {path}",
        "save_offer": "Save a replay? File name (empty = no): ",
        "save_hint": "Tip: --save PATH writes a replay of the game.",
        "engine_error": "The engine failed; the game cannot continue.",
    },
    "fr": {
        "title": "{game} — graine {seed} (rejouer cette partie avec --seed {seed})",
        "seats": "Vous jouez le siège {seats} ; {others}.",
        "hotseat": "Partie à tour de rôle : tous les sièges jouent ici.",
        "to_play": "Au siège {seat} de jouer.",
        "legal": "Actions légales ({n}) :",
        "prompt": "siège {seat}> ",
        "help": "Tapez une action en notation, son numéro dans la liste, ou #index. "
        "Commandes : legal, board, help, quit (Ctrl-D pour quitter).",
        "plays": "siège {seat} ({who}) joue {action}",
        "chance": "hasard : {action}",
        "wins": "Le siège {seats} gagne.",
        "draw": "Match nul.",
        "over": "Partie terminée après {n} actions. {result} Gains : {returns}",
        "quit": "Partie abandonnée après {n} actions.",
        "saved": "Partie enregistrée dans {path}",
        "save_offer": "Enregistrer la partie ? Nom du fichier (vide = non) : ",
        "save_hint": "Astuce : --save CHEMIN enregistre la partie.",
        "engine_error": "Le moteur a échoué ; la partie ne peut pas continuer.",
    },
    "zh": {
        "title": "{game} — 种子 {seed}（用 --seed {seed} 重玩这局）",
        "seats": "你是座位 {seats}；{others}。",
        "hotseat": "同屏对战：所有座位都在这里操作。",
        "to_play": "轮到座位 {seat}。",
        "legal": "合法动作（{n}）：",
        "prompt": "座位 {seat}> ",
        "help": "输入动作记号、列表编号或 #索引。命令：legal、board、help、quit（Ctrl-D 也可退出）。",
        "plays": "座位 {seat}（{who}）走 {action}",
        "chance": "随机：{action}",
        "wins": "座位 {seats} 获胜。",
        "draw": "平局。",
        "over": "对局结束，共 {n} 步。{result} 收益：{returns}",
        "quit": "对局在 {n} 步后中止。",
        "saved": "回放已保存到 {path}",
        "save_offer": "保存回放？文件名（留空 = 不保存）：",
        "save_hint": "提示：--save PATH 可保存对局回放。",
        "engine_error": "引擎出错，对局无法继续。",
    },
}


def tr(lang: str, key: str, **fields: object) -> str:
    """The sentence ``key`` in ``lang`` (English when missing), with ``fields`` filled in."""
    table = _TEXT.get(lang, _TEXT["en"])
    return table.get(key, _TEXT["en"][key]).format(**fields)
