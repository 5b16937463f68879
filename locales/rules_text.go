package locales

// ruleTexts states each rule a lesson, a refusal or a settlement cites, by the
// engines' rule id; a text for one profile only is keyed "<id>.<profile>".
var ruleTexts = map[string]Message{
	"faro.banker.no-bet": {
		de: "Der Bankhalter setzt nicht.",
		fr: "Le banquier ne mise pas.",
	},
	"faro.bet.capacity": {
		de: "Auf dem Tableau liegen schon zu viele Einsätze.",
		fr: "Il y a déjà trop de mises sur le tableau.",
	},
	"faro.bet.same-spot": {
		de: "Dort liegt schon ein Einsatz von dir – ändere ihn statt einen zweiten zu setzen.",
		fr: "Vous avez déjà une mise à cet endroit – changez-la plutôt que d’en poser une seconde.",
	},
	"faro.bet.unknown": {
		de: "Diesen Einsatz gibt es nicht (mehr) auf dem Tableau.",
		fr: "Cette mise n’est pas (ou plus) sur le tableau.",
	},
	"faro.call.cat-hop": {
		de: "Cat-hop (ein Paar und eine andere Karte): richtig angesagt zahlt 2:1 (pharo.de.txt „Der letzte Abzug“).",
		fr: "Cat-hop (une paire et une autre carte) : l’ordre juste paie 2:1 (pharaon.fr.txt 06).",
	},
	"faro.call.once": {
		de: "Jeder sagt die Reihenfolge höchstens einmal an.",
		fr: "Chacun n’appelle l’ordre qu’une fois.",
	},
	"faro.call.permutation": {
		de: "Eine Ansage muss eine Reihenfolge der drei übrigen Karten sein.",
		fr: "Un appel doit être un ordre des trois cartes restantes.",
	},
	"faro.call.three-ranks": {
		de: "Drei verschiedene Werte: richtig angesagt zahlt 4:1, falsch verliert den Einsatz (pharo.de.txt „Der letzte Abzug“).",
		fr: "Trois rangs distincts : un appel juste paie 4:1, faux il perd la mise (pharaon.fr.txt 06).",
	},
	"faro.casekeeper.dead": {
		de: "Ein Wert ohne Karten im Stapel ist tot: Einsätze darauf kommen ohne Ergebnis zurück, neue werden abgelehnt (pharo.de.txt „Der Kartenzähler“).",
		fr: "Un rang épuisé n’a plus de cartes : les mises qui y restent sont rendues sans résultat, les nouvelles sont refusées (pharaon.fr.txt 05).",
	},
	"faro.casekeeper.dead.pharaon": {
		de: "Ein Wert ohne Karten im Talon ist tot: Pronostics darauf enden ohne Ergebnis, neue werden abgelehnt (pharaon.fr.txt 05).",
		fr: "Un rang épuisé n’a plus de cartes : les mises qui y restent sont rendues sans résultat, les nouvelles sont refusées (pharaon.fr.txt 05).",
	},
	"faro.casekeeper.dead.pharo": {
		de: "Ein Wert ohne Karten im Stapel ist tot: Einsätze darauf kommen ohne Ergebnis zurück, neue werden abgelehnt (pharo.de.txt „Der Kartenzähler“).",
		fr: "Un rang dont il ne reste aucune carte est mort : les jetons qui y sont misés sont rendus sans résultat, les nouvelles mises refusées (pharo.de.txt « Der Kartenzähler »).",
	},
	"faro.deal.over": {
		de: "Der Durchgang ist vorbei (von der Soda bis zum Hock).",
		fr: "La taille est finie (du soda au hock).",
	},
	"faro.player.unknown": {
		de: "An diesem Tisch sitzt niemand mit diesem Namen.",
		fr: "Personne de ce nom n’est assis à cette table.",
	},
	"faro.players": {
		de: "Am Pharo-Tisch sitzen 2 bis 10 Personen, eine davon ist der Bankhalter (pharo.de.txt „Überblick“).",
		fr: "À la table de pharaon s’assoient 2 à 10 personnes, dont le banquier (pharaon.fr.txt 01).",
	},
	"faro.stake.max": {
		de: "Der Einsatz liegt über dem vereinbarten Höchsteinsatz (pharo.de.txt „Vorbereitung“ 1).",
		fr: "La mise dépasse le maximum convenu.",
	},
	"faro.stake.min": {
		de: "Der Einsatz liegt unter dem vereinbarten Mindesteinsatz (pharo.de.txt „Vorbereitung“ 1).",
		fr: "La mise est sous le minimum convenu.",
	},
	"faro.stake.positive": {
		de: "Ein Einsatz ist größer als null.",
		fr: "Une mise est positive.",
	},
	"faro.turn.doublet": {
		de: "Doublet: beide Karten eines Abzugs haben denselben Wert – die Bank nimmt die Hälfte jedes Einsatzes auf diesen Wert, gecoppert oder nicht (pharo.de.txt „Ein Abzug“).",
		fr: "Doublet : les deux cartes de la paire ont le même rang – toute mise sur ce rang perd la moitié, cuivrée ou non (pharaon.fr.txt 04).",
	},
	"faro.turn.doublet.pharaon": {
		de: "Doublet: beide Karten eines Abzugs haben denselben Wert – jeder Pronostic auf diesen Wert verliert die Hälfte seines Gewichts, gecoppert oder nicht (pharaon.fr.txt 04).",
		fr: "Doublet : les deux cartes de la paire ont le même rang – toute mise sur ce rang perd la moitié, cuivrée ou non (pharaon.fr.txt 04).",
	},
	"faro.turn.doublet.pharo": {
		de: "Doublet: beide Karten eines Abzugs haben denselben Wert – die Bank nimmt die Hälfte jedes Einsatzes auf diesen Wert, gecoppert oder nicht (pharo.de.txt „Ein Abzug“).",
		fr: "Doublet : les deux cartes de la paire ont le même rang – la banque prend la moitié des jetons misés sur ce rang, cuivrés ou non ; l’autre moitié revient au joueur (pharo.de.txt « Ein Abzug »).",
	},
	"faro.turn.loser": {
		de: "Die Bankkarte (erste Karte des Abzugs) verliert: die Bank kassiert alle Einsätze auf ihren Wert; gecopperte gewinnen (pharo.de.txt „Ein Abzug“ 1).",
		fr: "La perdante (première carte de la paire) perd : le banquier encaisse les mises sur son rang ; une mise cuivrée gagne (pharaon.fr.txt 04).",
	},
	"faro.turn.loser.pharaon": {
		de: "Die Bankkarte (perdante, erste Karte des Abzugs) verliert: Pronostics auf ihren Wert verlieren ihr Gewicht an die Bank; gecopperte gewinnen (pharaon.fr.txt 04).",
		fr: "La perdante (première carte de la paire) perd : le banquier encaisse les mises sur son rang ; une mise cuivrée gagne (pharaon.fr.txt 04).",
	},
	"faro.turn.loser.pharo": {
		de: "Die Bankkarte (erste Karte des Abzugs) verliert: die Bank kassiert alle Einsätze auf ihren Wert; gecopperte gewinnen (pharo.de.txt „Ein Abzug“ 1).",
		fr: "La perdante (première carte de la paire) perd : la banque ramasse les jetons misés sur son rang ; les mises cuivrées gagnent (pharo.de.txt « Ein Abzug » 1).",
	},
	"faro.turn.winner": {
		de: "Die Spielerkarte (zweite Karte) gewinnt: die Bank zahlt 1:1 auf ihren Wert; gecopperte verlieren (pharo.de.txt „Ein Abzug“ 2).",
		fr: "La gagnante (seconde carte) gagne : le banquier paie 1:1 les mises sur son rang ; une mise cuivrée perd (pharaon.fr.txt 04).",
	},
	"faro.turn.winner.pharaon": {
		de: "Die Spielerkarte (gagnante, zweite Karte des Abzugs) gewinnt: Pronostics auf ihren Wert gewinnen ihr Gewicht in Punkten; gecopperte verlieren (pharaon.fr.txt 04).",
		fr: "La gagnante (seconde carte) gagne : le banquier paie 1:1 les mises sur son rang ; une mise cuivrée perd (pharaon.fr.txt 04).",
	},
	"faro.turn.winner.pharo": {
		de: "Die Spielerkarte (zweite Karte) gewinnt: die Bank zahlt 1:1 auf ihren Wert; gecopperte verlieren (pharo.de.txt „Ein Abzug“ 2).",
		fr: "La gagnante (seconde carte de la paire) gagne : la banque paie 1:1 en jetons les mises sur son rang ; les mises cuivrées perdent (pharo.de.txt « Ein Abzug » 2).",
	},
	"faro.window.betting": {
		de: "Einsätze werden nur zwischen den Abzügen gemacht, geändert oder zurückgenommen (pharo.de.txt „Setzen“).",
		fr: "Les mises se placent, se modifient ou se retirent seulement entre les paires (pharaon.fr.txt 03).",
	},
	"faro.window.call": {
		de: "Die Reihenfolge ansagen geht nur, wenn genau drei Karten übrig sind (pharo.de.txt „Der letzte Abzug“).",
		fr: "L’ordre ne s’appelle que lorsqu’il reste exactement trois cartes (pharaon.fr.txt 06).",
	},
	"pasur.capture.bad_sum": {
		de: "Die genommenen Karten ergeben mit der gespielten nicht 11.",
		fr: "Les cartes prises ne font pas 11 avec la carte jouée.",
	},
	"pasur.capture.cannot_split": {
		de: "Die Karten lassen sich nicht in Gruppen zu je 11 teilen.",
		fr: "Ces cartes ne se répartissent pas en groupes de 11.",
	},
	"pasur.capture.duplicate": {
		de: "Jede Tischkarte kann nur einmal genommen werden.",
		fr: "Chaque carte de la table ne se prend qu’une fois.",
	},
	"pasur.capture.face_in_sum": {
		de: "Bildkarten zählen nie in einer Summe.",
		fr: "Les figures ne comptent jamais dans une somme.",
	},
	"pasur.capture.jack": {
		de: "Ein Bube nimmt alle Tischkarten außer Königen und Damen (pasur.de.txt „Spielablauf“ 4).",
		fr: "Un valet prend toutes les cartes de la table sauf rois et dames (RULINGS.md « Pasur »).",
	},
	"pasur.capture.jack_no_face": {
		de: "Ein Bube nimmt keine Könige und Damen.",
		fr: "Un valet ne prend ni roi ni dame.",
	},
	"pasur.capture.must_take_all": {
		de: "König und Dame, der Bube als Joker und im Kinder-Pasur jede Karte nehmen alles, was sie nehmen können.",
		fr: "Le roi, la dame, le valet joker et, au pasur des enfants, toute carte prennent tout ce qu’ils peuvent prendre.",
	},
	"pasur.capture.not_on_table": {
		de: "Diese Karte liegt nicht auf dem Tisch.",
		fr: "Cette carte n’est pas sur la table.",
	},
	"pasur.capture.rank": {
		de: "Ein König nimmt alle Könige, eine Dame alle Damen – sonst nichts (pasur.de.txt „Spielablauf“ 3).",
		fr: "Un roi prend tous les rois, une dame toutes les dames – rien d’autre (RULINGS.md « Pasur »).",
	},
	"pasur.capture.sum11": {
		de: "Eine Zahlenkarte nimmt Gruppen von Tisch-Zahlenkarten, die mit ihr je 11 ergeben; Bildkarten zählen nie (pasur.de.txt „Spielablauf“ 2).",
		fr: "Une carte numérale prend des groupes de cartes numérales de la table qui font 11 avec elle ; les figures ne comptent jamais (RULINGS.md « Pasur »).",
	},
	"pasur.capture.wrong_rank": {
		de: "König und Dame nehmen nur Karten ihres eigenen Werts.",
		fr: "Roi et dame ne prennent que les cartes de leur rang.",
	},
	"pasur.config.dealer": {
		de: "Der Geber ist einer der Spieler am Tisch; die erste Karte spielt der Spieler nach ihm (RULINGS.md „Pasur“).",
		fr: "Le donneur est l’un des joueurs de la table ; le joueur qui le suit joue la première carte (RULINGS.md « Pasur »).",
	},
	"pasur.config.players": {
		de: "Pasur spielen 2, 3 oder 4 Personen (pasur.de.txt „Spieler“).",
		fr: "Le pasur se joue à 2, 3 ou 4 (pasur.de.txt « Spieler »).",
	},
	"pasur.deal.table_check.jack": {
		de: "Genau ein Bube auf dem Tisch: er wird zurückgemischt und durch eine Karte ersetzt (RULINGS.md „Initial table check“).",
		fr: "Un seul valet sur la table : il est remélangé et remplacé par une carte (RULINGS.md « Initial table check »).",
	},
	"pasur.deal.table_check.redeal": {
		de: "Zwei oder mehr Buben, Damen oder Könige unter den vier Tischkarten: neu mischen und austeilen (RULINGS.md „Initial table check“).",
		fr: "Deux valets, deux dames ou deux rois (ou plus) parmi les quatre cartes de table : on remélange et on redonne (RULINGS.md « Initial table check »).",
	},
	"pasur.end.last_capture": {
		de: "Am Rundenende bekommt, wer zuletzt genommen hat, die übrigen Tischkarten – nie als Sur (pasur.de.txt „Spielablauf“ 8).",
		fr: "En fin de manche, le dernier à avoir pris ramasse les cartes de la table – jamais un sur (RULINGS.md « End of a round »).",
	},
	"pasur.end.nobody": {
		de: "Hat in der Runde niemand etwas genommen, gehen die übrigen Tischkarten an niemanden (RULINGS.md „Pasur“, Ende einer Runde).",
		fr: "Si personne n’a rien pris pendant la manche, les cartes restées sur la table ne vont à personne (RULINGS.md « Pasur », fin de manche).",
	},
	"pasur.lay": {
		de: "Eine Karte, die nichts nehmen kann, wird offen auf den Tisch gelegt (pasur.de.txt „Spielablauf“ 6).",
		fr: "Une carte qui ne peut rien prendre est posée face visible sur la table (RULINGS.md « Pasur »).",
	},
	"pasur.lay.must_capture": {
		de: "Eine Karte, die nehmen kann, muss nehmen – sie darf nicht gelegt werden (RULINGS.md „Pasur“).",
		fr: "Une carte qui peut prendre doit prendre – elle ne peut pas être posée (RULINGS.md « Pasur »).",
	},
	"pasur.match.over": {
		de: "Die Partie gewinnt, wer am Ende einer Runde 62 oder mehr hat; haben es mehrere, der höhere Stand; bei genauem Gleichstand an der Spitze wird weitergespielt. Variante „feste 11 Runden“: nach 11 Runden gewinnt der höchste Stand, Gleichstand ist unentschieden (pasur.de.txt „Gewinnen“, „Häufige Varianten“).",
		fr: "La partie est gagnée par qui a 62 points ou plus à la fin d’une manche ; s’ils sont plusieurs, par le plus haut total ; en cas d’égalité exacte en tête, on joue une manche de plus. Variante « onze manches fixes » : après 11 manches, le plus haut total gagne, l’égalité fait match nul (pasur.de.txt « Gewinnen », « Häufige Varianten »).",
	},
	"pasur.match.round_not_over": {
		de: "Die Runde ist noch nicht zu Ende gespielt.",
		fr: "La manche n’est pas encore jouée jusqu’au bout.",
	},
	"pasur.play.invalid_card": {
		de: "Das ist keine Karte des Spiels.",
		fr: "Ce n’est pas une carte du jeu.",
	},
	"pasur.play.not_in_hand": {
		de: "Diese Karte ist nicht in der Hand.",
		fr: "Cette carte n’est pas dans la main.",
	},
	"pasur.play.not_your_turn": {
		de: "Diese Karte hält ein anderer Spieler.",
		fr: "Cette carte est dans une autre main.",
	},
	"pasur.round.over": {
		de: "Die Runde ist vorbei: Es wird nicht mehr gespielt.",
		fr: "La manche est finie : on ne joue plus.",
	},
	"pasur.sur": {
		de: "Ein Sur räumt den Tisch ganz ab: 5 Punkte (pasur.de.txt „Spielablauf“ 7).",
		fr: "Un sur vide toute la table : 5 points (RULINGS.md « Sur »).",
	},
	"pasur.variant.children": {
		de: "Kinder-Pasur: keine Summen und kein Abräumen – jede Karte nimmt nur die Tischkarten ihres eigenen Werts (pasur.de.txt „Häufige Varianten“).",
		fr: "Pasur des enfants : ni sommes ni rafle – chaque carte ne prend que les cartes de table de son propre rang (pasur.de.txt « Häufige Varianten »).",
	},
	"pasur.variant.four_solo.players": {
		de: "„Zu viert, jeder für sich“ gibt es nur mit vier Spielern (pasur.de.txt „Häufige Varianten“).",
		fr: "« À quatre, chacun pour soi » n’existe qu’avec quatre joueurs (pasur.de.txt « Häufige Varianten »).",
	},
	"pasur.variant.jacks_eleven": {
		de: "Buben zählen 11: Ein gespielter Bube nimmt Gruppen von Tischkarten, die je 11 ergeben; ein Bube auf dem Tisch ist eine Gruppe für sich; kein Abräumen (pasur.de.txt „Häufige Varianten“).",
		fr: "Les valets valent 11 : un valet joué prend des groupes de cartes de table qui font 11 chacun ; un valet sur la table forme un groupe à lui seul ; pas de rafle (pasur.de.txt « Häufige Varianten »).",
	},
	"pasur.variant.no_sur_at_50": {
		de: "Variante: kein Sur für eine Seite, die zu Beginn der Runde 50 oder mehr Punkte hat.",
		fr: "Variante : pas de sur pour un camp qui a 50 points ou plus au début de la manche.",
	},
	"pasur.variant.no_sur_last_deal": {
		de: "Variante: kein Sur im letzten Austeilen.",
		fr: "Variante : pas de sur à la dernière donne.",
	},
	"pasur.variant.no_sur_with_jack": {
		de: "Variante: kein Sur mit einem Buben.",
		fr: "Variante : pas de sur avec un valet.",
	},
	"pasur.variant.sur_cancel.two_sides": {
		de: "Gegnerische Surs heben sich nur auf, wenn zwei Seiten spielen (RULINGS.md „Pasur“, Varianten).",
		fr: "Les surs adverses ne s’annulent que s’il y a deux camps (RULINGS.md « Pasur », variantes).",
	},
	"pasur.variant.target": {
		de: "Das Ziel ist 62, nach Absprache 51 oder 11 (pasur.de.txt „Gewinnen“).",
		fr: "L’objectif est 62, ou 51 ou 11 si la table en convient (pasur.de.txt « Gewinnen »).",
	},
	"pharaon.bet.single-only": {
		de: "Im Pharaon gibt es nur Pronostics auf einen einzelnen Wert (pharaon.fr.txt 01).",
		fr: "Au pharaon, les pronostics portent sur un seul rang (pharaon.fr.txt 01).",
	},
	"pharaon.call.foster": {
		de: "Drei gleiche Werte: nur die Farbansage nach Foster, richtig zahlt 2:1 (pharaon.fr.txt 06).",
		fr: "Trois rangs égaux : seul l’appel des couleurs de Foster, juste il paie 2:1 (pharaon.fr.txt 06).",
	},
	"pharaon.end.unresolved": {
		de: "Was am Ende noch wartet, endet ohne Änderung (pharaon.fr.txt 05).",
		fr: "Les pronostics encore en attente à la fin finissent sans changement (pharaon.fr.txt 05).",
	},
	"pharaon.weight.even": {
		de: "Ein Pronostic hat ein positives, gerades Gewicht (pharaon.fr.txt 03).",
		fr: "Un pronostic a un poids positif et pair (pharaon.fr.txt 03).",
	},
	"pharo.call.three-of-a-rank": {
		de: "Bei drei gleichen Werten gibt es im Pharo keine Ansage (pharo.de.txt „Der letzte Abzug“).",
		fr: "Avec trois cartes de même rang, le pharo n’admet pas d’appel (RULINGS.md).",
	},
	"pharo.end.return": {
		de: "Am Ende des Durchgangs kommen die Einsätze zurück; der Hock zählt nicht.",
		fr: "En fin de taille, les mises reviennent ; le hock ne compte pas.",
	},
	"pharo.highcard.no-copper": {
		de: "Der Einsatz auf die hohe Karte kann nicht gecoppert werden: Er setzt immer darauf, dass die Spielerkarte höher ist.",
		fr: "La mise sur la carte haute ne se cuivre pas : elle parie toujours que la gagnante est plus haute.",
	},
	"pharo.highcard.settle": {
		de: "Hohe Karte: gewinnt 1:1, wenn die Spielerkarte höher ist als die Bankkarte; gleich oder niedriger verliert (pharo.de.txt „Varianten“).",
		fr: "Carte haute : gagne 1:1 si la gagnante est plus haute que la perdante ; égale ou plus basse, elle perd (RULINGS.md « High card »).",
	},
	"pharo.highcard.variant": {
		de: "Die Variante „hohe Karte“ ist an diesem Tisch nicht vereinbart.",
		fr: "La variante « carte haute » n’est pas convenue à cette table.",
	},
	"pharo.split.neighbours": {
		de: "Ein Einsatz zwischen zwei Karten deckt zwei auf dem Tableau benachbarte Werte (pharo.de.txt „Setzen“).",
		fr: "Une mise entre deux cartes couvre deux rangs voisins sur le tableau (RULINGS.md « Split bet »).",
	},
	"pharo.split.one-each": {
		de: "Gewinnt der eine Wert und verliert der andere im selben Abzug, passiert nichts (pharo.de.txt „Setzen“).",
		fr: "Si un rang gagne et l’autre perd dans la même paire, rien ne se passe (RULINGS.md « Split bet »).",
	},
	"pharo.split.settle": {
		de: "Trifft der Abzug nur einen der beiden Werte, gewinnt, verliert oder halbiert sich der ganze Einsatz wie ein einfacher (RULINGS.md „Split bet“).",
		fr: "Si la paire ne touche qu’un des deux rangs, toute la mise gagne, perd ou perd la moitié comme une mise simple (RULINGS.md « Split bet »).",
	},
	"pharo.stake.held": {
		de: "Niemand kann mehr Chips setzen, als er vor sich hat.",
		fr: "On ne peut miser plus de jetons qu’on n’en a devant soi.",
	},
	"pharo.stake.whole": {
		de: "Eingesetzt werden ganze Chips.",
		fr: "On mise des jetons entiers.",
	},
}
