"""The chapter sections the questions send a learner back to, in Chinese (节 jié, sections).

The banks name a section by its English heading (as ``notebooks/NN_*.ipynb`` writes it);
``SECTIONS_ZH`` gives the same section's heading in the Chinese edition ``notebooks/zh/NN_*``,
for ``set_language("zh")``.
"""

from __future__ import annotations

from .sentences import Say

SECTIONS_ZH: dict[str, str] = {
    # 01 the table
    "Alliances — 联邦 (T1)": "联邦 (T1)",
    "The 对头 — the player straight across (T2)": "对头：正对面的人 (T2)",
    "上家 and 下家 — the neighbours (T2, T3)": "上家和下家：两边的邻座 (T2, T3)",
    "Mistake to avoid: the neighbour is not your partner": "别犯错：邻座不是你的搭档",
    "Play goes counter-clockwise (T3)": "逆时针出牌 (T3)",
    "Mistake to avoid: playing clockwise": "别犯错：顺时针出牌",
    "Everything at once": "全部放在一起",
    # 02 the cards
    "216 cards, 36 each (C1)": "216 张牌，每人 36 张 (C1)",
    "The rank ladder (C2)": "牌的大小 (C2)",
    "The names of the top three (C3)": "最大的三种牌怎么叫 (C3)",
    "A worked comparison": "比一比",
    "Mistake to avoid: ranking the 2 below the ace": "别犯错：把 2 排在 A 下面",
    "Suits never matter (C2)": "花色从来不算数 (C2)",
    "The variant: the 196-card shoe (`tongsu`)": "另一种玩法：196 张牌 (`tongsu`)",
    # 03 one play
    "Mistake: mixing ranks": "别犯错：混着点数出",
    "贴钱 *tiē qián*: 2s join another rank (H2)": "贴钱：2 跟着别的点数出 (H2)",
    "Mistake: reading 2 2 + 8 8 8 as a play of 2s": "别犯错：把 2 2 + 8 8 8 当成一手钱",
    "The rulebooks disagree: `tongsu` refuses 贴钱": "各套规则不一致：`tongsu` 不许贴钱",
    "Mixed jokers count as small (H5) — in `qingdao` and `linyi` only": (
        "大小王混出，都算小王 (H5)——只在 `qingdao` 和 `linyi`"
    ),
    "Try it: the card picker": "试一试：选牌器",
    # 04 beating
    "Mistake: more cards beat fewer": "别犯错：张数多就大",
    "A higher rank (B2)": "点数更大 (B2)",
    "Both aspects: plays with jokers (B3)": "两方面都要大：带王的牌 (B3)",
    "Mistake: a higher carried rank is enough": "别犯错：带的牌大就够了",
    "Mistake: a small joker beats a small joker": "别犯错：小王能管小王",
    "Two beat one (B4)": "两张管一张 (B4)",
    "The Irvine examples: a guessing game (B5)": "尔湾的例子：猜一猜 (B5)",
    "Irvine's special cases (B6)": "尔湾的特例 (B6)",
    "Try it: the card picker with a play to beat": "试一试：带着要管的牌的选牌器",
    # 05 gouji hands
    "The threshold ladder (G1)": "够级的门槛 (G1)",
    "A beginner's mistake: six nines": "别犯错：六个九",
    "2s and jokers count towards the minimum (G2)": "钱和王都算进张数 (G2)",
    "Try it in the picker": "在选牌器里试试",
    "Where the rulebooks disagree: a single 2": "各套规则不一致：单张 2",
    "Pure gouji hands — 纯够级牌 (G3)": "纯够级牌 (G3)",
    "Which hands can open the point — 开点 (K2)": "哪些牌能开点 (K2)",
    # 06 a trick
    "Leading — 发牌 (F1)": "发牌 (F1)",
    "Mistake: passing on a lead": "别犯错：发牌时过牌",
    "Following — 顺牌 (F2)": "顺牌 (F2)",
    "Passing for good — 严格过牌 (F3)": "严格过牌 (F3)",
    "Mistake: playing again after passing": "别犯错：过牌之后又出牌",
    "The last player leads — F4": "最后出牌的人发牌 (F4)",
    "Mistake: yielding to a non-opposite's play": "别犯错：对不是对头的牌让牌",
    "Taking the wind — 接风 (F7)": "接风 (F7)",
    # 07 the gouji exchange
    "A gouji duel (F5)": "够级交锋 (F5)",
    "Mistake: a neighbour answering a gouji hand": "别犯错：邻座管够级牌",
    "Who leads after the 对头 declines?": "对头不管，谁发牌？",
    "Opening the point — 开点 (K1)": "开点 (K1)",
    "Mistake: a joker hand opening": "别犯错：以为带王的牌能开点",
    "No opening after two have finished (K3)": "两人走科后不再开点 (K3)",
    "发四: 4s after opening (K4)": "发四：开点以后才能出 4 (K4)",
    "自然点: opened from the deal (K5, `tongsu`)": "自然点：一抓牌就开了点 (K5, `tongsu`)",
    # 08 burning
    "The rule: what a burn is (S1)": "规则：什么是烧牌 (S1)",
    'Mistake: the 对头 "burning"': "别犯错：以为对头在“烧”",
    "Conditions on the burner (S2)": "烧牌人的条件 (S2)",
    "Priority: who burns first (S3)": "谁先烧 (S3)",
    "How a burn ends (S4)": "烧牌怎么收场 (S4)",
    "The same break under every rulebook": "同样的解烧，各套规则比一比",
    "Burning without jokers: 烧失败": "不带王的烧牌：烧失败",
    # 09 going out
    "The six places (E1)": "六个名次 (E1)",
    "One player out is not the end": "一个人走科，回合并没结束",
    "Mistake: thinking the round ends when one player is out": "别犯错：以为有人走科回合就结束",
    "四人乱缠: four-way free play (E2)": "四人乱缠 (E2)",
    "串三户: one alliance takes the first three places (E4)": "串三户：一个联邦拿下前三名 (E4)",
    "The revolutionary's place": "革命者的名次",
    "无头: when your 对头 is gone (E5)": "无头：对头走了 (E5)",
    # 10 scoring
    "The six places and their points (E1, P1)": "六个名次和它们的分 (E1, P1)",
    "The textbook's example": "教科书上的例子",
    "A beginner's mistake: scoring players instead of alliances": "别犯错：按个人计分",
    "串三户: a sweep doubles (E4, P2)": "串三户：分数翻倍 (E4, P2)",
    "A game of five rounds (P3)": "五个回合的一局 (P3)",
    "Linyi's level titles (P4)": "临沂的积分等级 (P4)",
    # 11 tribute
    "落贡: who pays the last places (X2)": "落贡：最后两名给谁进贡 (X2)",
    "In which order? (X3)": "按什么顺序？(X3)",
    "What comes back? (X3)": "还回来什么？(X3)",
    "点贡: the point tribute (X4)": "点贡 (X4)",
    "One-card 点贡: irvine and tongsu (X5)": "一张的点贡：irvine 和 tongsu (X5)",
    "Which rulebooks have declarations?": "哪些规则有宣点？",
    # 12 threes and fours
    "3s go last (Y1)": "3 最后走 (Y1)",
    "Mistake: leading 3s early": "别犯错：早早出 3",
    "Stuck: 闷 step by step (Y2)": "被闷：一步一步看 (Y2)",
    "Mistake: buying from the wrong player": "别犯错：找错人买",
    "`tongsu`: no buying in the first round": "`tongsu`：第一回合不买",
    "Buying a 4 — 买四 (Y4)": "买四 (Y4)",
    "发四: 4s only after opening (K4)": "发四：开点后才能出 4 (K4)",
    "自然点: opened from the start (K5)": "自然点：一开始就开点 (K5)",
    # 13 revolution
    "Who may revolt (R1)": "谁可以革命（R1）",
    "Mistake: revolting with a 2 in hand": "别犯错：手里有钱还想革命",
    "Mistake: two revolutions both counting": "别犯错：两家革命都算数",
    "The revolutionary's place, and the point (R2)": "革命者的名次，和开点（R2）",
    "要头 or 无头 (R3)": "要头还是无头（R3）",
    "冲点: charging the point (R4)": "冲点（R4）",
    "四人乱缠 once 头科 is out (R5)": "头科一出就四人乱缠（R5）",
    # 14 four rulebooks
    "The table of every option": "全部选项一览",
    "1 · Who leads after the 对头 declines a gouji hand? (F5)": (
        "1 · 对头不要够级牌，谁发牌？（F5）"
    ),
    '3 · "3 jokers + 2 tens" (B3)': "3 · “三个花带两个十”（B3）",
    "4 · Which tributes come back? (X3)": "4 · 哪些贡要还？（X3）",
    "5 · Is a single 2 a gouji hand? (G1)": "5 · 单张钱算不算够级牌？（G1）",
    "Predict: one situation, four rulebooks": "猜一猜：一个局面，四套规则",
    # 15 a full round
    "Places and scores": "名次和得分",
    "Why did the bot do that? A commentary": "机器人为什么这么打？解说",
    "Your turn: guess before you look": "轮到你：先猜再看",
    "A whole game: five rounds": "一整局：五个回合",
}
"""Each section heading the banks cite, English -> Chinese."""


def section_say(section: str) -> Say:
    """A section heading in both languages (the English one as is when no Chinese is known)."""
    return Say(section, SECTIONS_ZH.get(section, section))
