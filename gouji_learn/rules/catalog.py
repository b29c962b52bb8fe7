"""The rule catalogue: every rule ID of the digest with a plain title in English and Chinese.

Errors, explanations, notebooks and exercises cite rules by these IDs (T1, H3, B5...),
so a learner can always look up what a refusal means with :func:`describe_rule`.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import GoujiError, short_repr
from .language import resolve_lang
from .quotations import cite


@dataclass(frozen=True)
class Rule:
    """One rule of the digest (T1 to O2): its ID and a one-line statement in both languages."""

    id: str
    en: str
    zh: str

    @property
    def chapter(self) -> str:
        """The chapter letter of the rule (``"B"`` for B3)."""
        return self.id.rstrip("0123456789")

    def text(self, lang: str | None = None) -> str:
        """The rule as ``"ID: statement"`` in English (``"en"``) or Chinese (``"zh"``)."""
        lang = resolve_lang(lang)
        return f"{self.id}: {self.zh if lang == 'zh' else self.en}"


CHAPTERS: dict[str, tuple[str, str]] = {
    "T": ("The table", "牌桌"),
    "C": ("The cards", "牌"),
    "H": ("What counts as one play", "一手牌"),
    "B": ("Beating a play", "顺牌/上牌"),
    "G": ("Gouji hands", "够级牌"),
    "F": ("Flow of play", "出牌"),
    "K": ("Opening the point", "开点"),
    "S": ("Burning", "烧牌"),
    "E": ("Finishing a round", "走科"),
    "P": ("Scoring", "计分"),
    "X": ("Tribute", "进贡"),
    "D": ("Declarations", "预点/明点"),
    "Y": ("Threes and fours", "憋三/买三/买四"),
    "R": ("Revolution", "革命"),
    "O": ("Opening and game structure", "上班与回合"),
}

_RULES = [
    Rule(
        "T1",
        "Six players sit round a hexagon; seats 0, 2, 4 form one alliance (联邦), "
        "seats 1, 3, 5 the other.",
        "六人围坐成六边形；0、2、4号座位为一个联邦，1、3、5号为另一个联邦。",
    ),
    Rule(
        "T2",
        "The player straight across is your 对头 (duìtóu, opposite): seat s faces s+3. "
        "Neighbours and the 对头 are all opponents.",
        "正对面的玩家是你的对头：s号座位对着s+3号。上家、下家和对头都是对手。",
    ),
    Rule(
        "T3",
        "Play goes counter-clockwise: after seat s comes seat s+1.",
        "逆时针出牌：s号之后是s+1号。",
    ),
    Rule(
        "C1",
        "Four decks with jokers make 216 cards, 36 each (tongsu may remove ten 3s and "
        "ten 4s: 196 cards).",
        "四副牌含大小王共216张，每人36张（通俗规则可抽出十张3和十张4，共196张）。",
    ),
    Rule(
        "C2",
        "Ranks from low to high: 3 4 5 6 7 8 9 10 J Q K A 2 小王 大王; suits never "
        "matter for strength.",
        "点数由小到大：3 4 5 6 7 8 9 10 J Q K A 2 小王 大王；花色不论大小。",
    ),
    Rule(
        "C3",
        "A 2 is called 钱 (qián); the big joker is 大王 or 大花, the small joker 小王 or 小花.",
        "2叫做钱（两）；大王又叫大花，小王又叫小花。",
    ),
    Rule(
        "H1",
        "One play is one or more cards of the same rank; different ranks are not one play.",
        "一手牌是点数相同的一张或多张牌；点数不同的牌不算一手牌。",
    ),
    Rule(
        "H2",
        "贴钱 (tiē qián): 2s may join cards of another rank and count as that rank; "
        "2s alone are 2s.",
        "贴钱：钱可以和其他同点的牌一起出，算作该点；钱单独出算作二。",
    ),
    Rule(
        "H3",
        "挂花 (guà huā): jokers may hang on cards of one rank; jokers alone are one play.",
        "挂花：大花、小花可以和同点的牌一起出；王单独出也是一手牌。",
    ),
    Rule(
        "H4",
        "Jokers with 2s: the 2s count as the carried rank, or as 2s when nothing else is carried.",
        "王带钱：钱折算成所带的点数，若不带其他牌则算作二。",
    ),
    Rule(
        "H5",
        "Mixed jokers: with both big and small jokers in a play, the big ones count as small.",
        "大花、小花混出时，大花当做小花。",
    ),
    Rule(
        "B1",
        "Normally only a play with the same number of cards can beat a play.",
        "原则上只有同样张数的牌才能比较大小。",
    ),
    Rule(
        "B2",
        "Without jokers the higher rank wins (2s counted as the rank they join); equal "
        "rank does not beat.",
        "不挂花时点数大者为大（钱按所贴的点数计）；点数相同不能大过。",
    ),
    Rule(
        "B3",
        "Against jokers a play must be higher in both aspects: the jokers and the carried cards.",
        "挂花的牌要在两个方面都大过：王和所带的牌。",
    ),
    Rule(
        "B4",
        "Two beat one: some rulebooks let 2 big jokers beat 1 big joker (and more); "
        "the card counts then differ.",
        cite("{linyi.two-big-slap-one}等：有的规则允许张数不同的王牌压过。"),
    ),
    Rule("B5", "Irvine's worked examples of which play beats which.", "尔湾够级的比牌例子。"),
    Rule(
        "B6",
        "Irvine: a lone 大王 only falls to 大王大王, a lone 大王小王 only to 大王大王大王; "
        "two 小王 never beat one 小王.",
        cite(
            "尔湾够级：单个大王只能用两个大王管，大王小王只能用三个大王管；{irvine.two-small-jokers}。"
        ),
    ),
    Rule(
        "G1",
        "Minimum gouji hands: 5 tens, 4 jacks, 3 queens, 2 kings, 2 aces, one 2, one "
        "joker; more of the same rank too.",
        "最低够级牌：5张10、4张J、3张Q、2张K、2张A、1张钱、1张王；张数更多也算。",
    ),
    Rule(
        "G2",
        "2s and jokers count towards the minimum; a play with a joker hanging on it is "
        "a gouji hand.",
        "钱和王可以凑够张数；挂花的牌也算够级牌。",
    ),
    Rule(
        "G3",
        "A pure gouji hand (纯够级牌) has no 2 and no joker.",
        "不含钱和王的够级牌为纯够级牌。",
    ),
    Rule(
        "F1",
        "发牌 (leading): the first play of a trick may be any one play.",
        "发牌：一轮的第一手牌可以是任意一手牌。",
    ),
    Rule(
        "F2",
        "顺牌 (following): in turn, counter-clockwise, beat the last play or pass.",
        "顺牌：按逆时针顺序大过上一手牌或过牌。",
    ),
    Rule(
        "F3",
        "Strict passing: once you pass in a trick you may not play in it again (except "
        "against your 对头).",
        "严格过牌：过牌后本轮不能再上牌（对头的牌除外）。",
    ),
    Rule(
        "F4",
        "A trick ends when all others pass; the last player to play leads the next.",
        "其他人都过牌后扣牌，最后出牌的人发下一轮。",
    ),
    Rule(
        "F5",
        "After a gouji hand only the player's 对头 may answer (apart from burning); the "
        "two opposites alternate.",
        "够级牌出后只有对头可以上牌（烧牌除外），两家轮流出牌。",
    ),
    Rule(
        "F6",
        "让牌 (yield): facing your 对头's non-gouji play, you may let the next two act first.",
        "让牌：对头的非够级牌，可让下两家先上牌。",
    ),
    Rule(
        "F7",
        "接风 (taking the wind): when a player goes out and nobody beats his last play, "
        "the next player leads.",
        "接风：走科者的底牌无人压，下家获得发牌权。",
    ),
    Rule(
        "F8",
        "报户: a player with 10 or fewer cards tells his count when asked (not with 憋三).",
        "报户：手中剩10张或更少时，被问须如实报牌（憋三打法不报户）。",
    ),
    Rule(
        "K1",
        "开点 (kāidiǎn, opening the point): win a lead with a gouji hand your 对头 could not beat.",
        "开点：用够级牌取得发牌权，对头未能压住。",
    ),
    Rule(
        "K2",
        "Which gouji hands can open the point depends on the rulebook.",
        "哪些够级牌可以开点，各规则不同。",
    ),
    Rule(
        "K3",
        "Once two players have finished, players not yet opened can no longer open.",
        "走科两家以后，未开点的玩家不能再开点。",
    ),
    Rule("K4", "发四: 4s may only be played after opening the point.", "发四：开点后才能出4。"),
    Rule(
        "K5",
        "自然点: a player dealt no minimum pure gouji hand is opened from the start.",
        "自然点：抓牌后没有最低张数的纯够级牌，自然开点。",
    ),
    Rule(
        "S1",
        "烧牌 (burning): a non-opposite beats a gouji hand, then leads plays with jokers "
        "until he is out.",
        "烧牌：非对头压住够级牌后，每手牌挂王直到出完。",
    ),
    Rule(
        "S2",
        "Burn conditions: opened first (linyi, tongsu); not passed in the trick (tongsu, irvine).",
        "烧牌条件：须已开点（临沂、通俗）；本轮未过牌（通俗、尔湾）。",
    ),
    Rule(
        "S3",
        "Burn priority: before the 对头's answer; the gouji player's alliance first.",
        "烧牌优先于对头应牌；够级者的联邦优先。",
    ),
    Rule(
        "S4",
        "A successful burn earns a 烧贡; a beaten burn is broken (解烧); a burn against "
        "the rules fails.",
        "烧成功得烧贡；被压则解烧；违规烧牌为烧失败。",
    ),
    Rule("S5", "Irvine's worked burn examples.", "尔湾够级的烧牌例子。"),
    Rule(
        "E1",
        "Places in order of going out: 头科, 二科, 三科, 四科, 二落, 大落.",
        "按出完牌的先后排名：头科、二科、三科、四科、二落、大落。",
    ),
    Rule(
        "E2",
        "四人乱缠: once 头科 and 二科 are out the other four play freely.",
        "四人乱缠：头科、二科产生后其余四人自由出牌。",
    ),
    Rule(
        "E3",
        "The round ends when all players still holding cards are of one alliance.",
        "所有未走科的玩家属于同一联邦时，本回合结束。",
    ),
    Rule(
        "E4",
        "串三户: one alliance takes 头科, 二科 and 三科; the round ends at once.",
        "串三户：一方获得头科、二科、三科，本回合立即结束。",
    ),
    Rule(
        "E5",
        "无头: with your 对头 gone, anyone may beat your plays in turn.",
        "无头：对头走科后，任何人可以按顺序压你的牌。",
    ),
    Rule(
        "E6",
        "够死级: some gouji hands cannot be answered (after a revolution, or a winner's "
        "last play).",
        "够死级：某些够级牌无人可应。",
    ),
    Rule(
        "P1",
        "Scores: 头科 +2, 二科 +1, 三科 0, 四科 0, 二落 -1, 大落 -2, added up per alliance.",
        "计分：头科+2，二科+1，三科0，四科0，二落-1，大落-2，按联邦相加。",
    ),
    Rule("P2", "串三户 doubles: winners +6, losers -6.", "串三户记分翻番：胜方+6，负方-6。"),
    Rule(
        "P3",
        "A game is several rounds; the first has no tribute; round scores add up.",
        "一局由若干回合组成，第一回合不进贡，分数累加。",
    ),
    Rule("P4", "Linyi level titles by cumulative points.", "临沂够级的积分等级。"),
    Rule(
        "X1",
        "Tribute: from the second round players give their biggest cards (jokers, then 2s).",
        "进贡：从第二回合起，进贡者交出最大的牌（王，然后钱）。",
    ),
    Rule(
        "X2",
        "Kinds of tribute: 闷贡, 烧贡, 点贡, 落贡, 串贡.",
        "贡牌种类：闷贡、烧贡、点贡、落贡、串贡。",
    ),
    Rule(
        "X3",
        "The order of tributes and what is returned differ by rulebook.",
        "进贡顺序和还贡各规则不同。",
    ),
    Rule(
        "X4",
        "点贡 between opposites: the one who did not open pays, more with declarations.",
        "点贡：未开点者向对头进贡，叫点时张数增加。",
    ),
    Rule(
        "X5",
        "One-card 点贡: who did not open while his 对头 did pays 1 (irvine, tongsu).",
        "对头开点而自己未开点，进一张点贡（尔湾、通俗）。",
    ),
    Rule(
        "D1",
        "预点: before the deal, claim your 对头 will not open (qingdao).",
        "预点：开牌前声明对头不开点。",
    ),
    Rule(
        "D2",
        "明点: after tribute, before the first lead, the same claim for smaller stakes.",
        "明点：进贡后首发牌前声明对头不开点。",
    ),
    Rule("Y1", "憋三: 3s may only be your last play.", "憋三：3只能作为最后一手牌。"),
    Rule(
        "Y2",
        "闷: if the play before your 3s is beaten you are stuck and owe a 闷贡.",
        "闷：走3之前的一手牌被压，被闷，进闷贡。",
    ),
    Rule(
        "Y3",
        "买三: a player dealt no 3 buys one with a 2 from his 对头.",
        "买三：没有3的玩家用钱向对头买3。",
    ),
    Rule("Y4", "买四: the same for 4s (linyi, tongsu).", "买四：没有4的同样买4（临沂、通俗）。"),
    Rule(
        "R1",
        "革命 (gémìng, revolution): a player with no joker and no 2 may sit the round out.",
        "革命：没有王和钱的玩家可以声明革命，不参加本回合。",
    ),
    Rule(
        "R2",
        "The revolutionary counts as 四科 (三科 in a 串三户) and as not opened.",
        "革命者算四科（串三户时算三科），算作不开点。",
    ),
    Rule("R3", "His 对头 chooses 要头 or 无头.", "革命者的对头选择要头或无头。"),
    Rule(
        "R4",
        "冲点: the revolutionary may lay down 3 gouji hands at once.",
        "冲点：革命者可以一次打出三套够级牌。",
    ),
    Rule(
        "R5",
        "After a revolution, once 头科 is out the other four play 四人乱缠.",
        "有人革命时，头科产生后其余四人乱缠。",
    ),
    Rule(
        "O1",
        "First leader: whoever shows the most 4s (or 3s) of one suit; later the last 大落.",
        "上班：亮出同花色4（或3）最多者先发牌；以后由上回合大落先发。",
    ),
    Rule("O2", "The phases of a round, from 预点 to the score.", "一回合的各个阶段。"),
]

RULES: dict[str, Rule] = {rule.id: rule for rule in _RULES}


def describe_rule(rule_id: str, lang: str | None = None) -> str:
    """The plain statement of a digest rule ID such as ``"B3"``; unknown IDs raise GoujiError."""
    lang = resolve_lang(lang)
    rule = RULES.get(rule_id) if isinstance(rule_id, str) else None
    if rule is None:
        raise GoujiError(
            "",
            f"{short_repr(rule_id)} is no rule ID of the digest (T1 to O2; see RULES)",
            f"{short_repr(rule_id)}不是规则编号（T1到O2；见RULES）",
        )
    return rule.text(lang)
