package locales

// ruleTexts states each rule a lesson, a refusal or a settlement cites, by the
// engines' rule id; a text for one profile only is keyed "<id>.<profile>".
// A text states the rule only: where it comes from is ruleSources' part,
// added by Printer.Rule.
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
		de: "Auf einem Feld hat jeder Spieler nur einen Einsatz je Richtung; statt einen zweiten zu setzen, ändert er den ersten.",
		fr: "Sur une case, chaque joueur n’a qu’une mise par sens\u00a0; au lieu d’en poser une seconde, il modifie la première.",
	},
	"faro.bet.unknown": {
		de: "Diesen Einsatz gibt es nicht (mehr) auf dem Tableau.",
		fr: "Cette mise n’est pas (ou plus) sur le tableau.",
	},
	"faro.call.cat-hop": {
		de: "Beim Cat-hop (ein Paar und eine andere Karte) zahlt eine richtige Ansage 2:1.",
		fr: "Au cat-hop (une paire et une autre carte), un appel juste paie 2 contre 1.",
	},
	"faro.call.once": {
		de: "Jeder sagt die Reihenfolge höchstens einmal im Durchgang an.",
		fr: "Chacun n’appelle l’ordre qu’une fois par taille.",
	},
	"faro.call.permutation": {
		de: "Eine Ansage ist eine Reihenfolge der drei Karten, die noch übrig sind.",
		fr: "Un appel est un ordre des trois cartes qui restent.",
	},
	"faro.call.three-ranks": {
		de: "Bei drei verschiedenen Werten zahlt eine richtige Ansage 4:1; bei einer falschen ist der Einsatz verloren.",
		fr: "Avec trois rangs distincts, un appel juste paie 4 contre 1\u00a0; un appel faux perd sa mise.",
	},
	"faro.call.three-ranks.pharaon": {
		de: "Bei drei verschiedenen Werten bringt eine richtige Ansage das Vierfache ihres Gewichts; eine falsche kostet das Gewicht.",
		fr: "Avec trois rangs distincts, un appel juste rapporte quatre fois son poids\u00a0; un appel faux perd son poids.",
	},
	"faro.casekeeper.count": {
		de: "Im Kartenzähler beginnt jeder Wert mit 4 Karten; die Soda und jede gezeigte Karte werden abgezogen. Bleibt von einem Wert nur eine Karte, gibt es bei ihm kein Doublet mehr; bleibt keine, ist er tot.",
		fr: "Au compteur, chaque rang part de 4 cartes\u00a0; on retranche le soda et toute carte montrée. S’il ne reste qu’une carte d’un rang, plus de doublet possible sur ce rang\u00a0; s’il n’en reste aucune, le rang est épuisé.",
	},
	"faro.casekeeper.dead": {
		de: "Ein Wert ohne Karten im Stapel ist tot; Einsätze darauf kommen nach dem Abzug, der ihn tot macht, zurück und zählen in keinem weiteren Abzug, neue werden abgelehnt.",
		fr: "Un rang dont il ne reste aucune carte est épuisé\u00a0; les mises qui y restent sont rendues après la paire qui l’épuise et ne comptent plus pour aucune paire, les nouvelles sont refusées.",
	},
	"faro.casekeeper.dead.pharaon": {
		de: "Ein Wert ohne Karten im Stapel ist tot; Pronostics darauf enden ohne Ergebnis, neue werden abgelehnt.",
		fr: "Un rang dont il ne reste aucune carte est épuisé\u00a0; les pronostics qui y restent sont retirés sans résultat, les nouveaux sont refusés.",
	},
	"faro.casekeeper.dead.pharo": {
		de: "Ein Wert ohne Karten im Stapel ist tot; die Chips darauf kommen nach dem Abzug, der ihn tot macht, zurück und zählen in keinem weiteren Abzug, neue Einsätze werden abgelehnt.",
		fr: "Un rang dont il ne reste aucune carte est épuisé\u00a0; les jetons qui y sont misés sont rendus après la paire qui l’épuise et ne comptent plus pour aucune paire, les nouvelles mises sont refusées.",
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
		de: "Am Pharo-Tisch sitzen 2 bis 10 Personen, eine davon ist der Bankhalter.",
		fr: "À la table de pharaon s’assoient 2 à 10 personnes, dont le banquier.",
	},
	"faro.stake.max": {
		de: "Kein Einsatz darf über dem vereinbarten Höchsteinsatz liegen.",
		fr: "Aucune mise ne peut dépasser le maximum convenu.",
	},
	"faro.stake.max.pharaon": {
		de: "Das Gewicht liegt über dem Höchstgewicht, das dieser Kurs festlegt, damit jede Summe genau bleibt; das Regelheft selbst setzt keines.",
		fr: "Le poids dépasse le poids maximal que fixe ce cours pour que toute somme reste exacte\u00a0; la règle elle-même n’en fixe aucun.",
	},
	"faro.stake.min": {
		de: "Kein Einsatz darf unter dem vereinbarten Mindesteinsatz liegen.",
		fr: "Aucune mise ne peut être inférieure au minimum convenu.",
	},
	"faro.stake.min.pharaon": {
		de: "Ein Gewicht ist eine positive gerade Zahl, also mindestens 2 Punkte.",
		fr: "Un poids est un nombre pair positif, donc au moins 2 points.",
	},
	"faro.stake.positive": {
		de: "Ein Einsatz muss größer als null sein.",
		fr: "Une mise doit être positive.",
	},
	"faro.turn.doublet": {
		de: "Haben beide Karten eines Abzugs denselben Wert (ein Doublet), verliert jeder Einsatz auf diesen Wert die Hälfte, gecoppert oder nicht.",
		fr: "Quand les deux cartes de la paire ont le même rang (un doublet), toute mise sur ce rang perd la moitié, cuivrée ou non.",
	},
	"faro.turn.doublet.pharaon": {
		de: "Haben beide Karten eines Abzugs denselben Wert (ein Doublet), verliert jeder Pronostic auf diesen Wert die Hälfte seines Gewichts, gecoppert oder nicht.",
		fr: "Quand les deux cartes de la paire ont le même rang (un doublet), tout pronostic sur ce rang perd la moitié de son poids, cuivré ou non.",
	},
	"faro.turn.doublet.pharo": {
		de: "Haben beide Karten eines Abzugs denselben Wert (ein Doublet), nimmt die Bank die Hälfte jedes Einsatzes auf diesen Wert, gecoppert oder nicht; die andere Hälfte geht an den Spieler zurück.",
		fr: "Quand les deux cartes de la paire ont le même rang (un doublet), la banque prend la moitié des jetons misés sur ce rang, mises cuivrées ou non\u00a0; l’autre moitié revient au joueur.",
	},
	"faro.turn.loser": {
		de: "Die Bankkarte (die erste Karte des Abzugs) verliert für jeden Einsatz auf ihren Wert; ein gecopperter gewinnt.",
		fr: "La perdante (première carte de la paire) fait perdre toute mise sur son rang\u00a0; une mise cuivrée gagne.",
	},
	"faro.turn.loser.pharaon": {
		de: "Ein Pronostic auf den Wert der Bankkarte (die erste Karte des Abzugs) verliert sein Gewicht, ein gecopperter gewinnt es; entschieden ist er damit und weg.",
		fr: "Un pronostic ordinaire sur le rang de la perdante (première carte de la paire) perd son poids, un pronostic cuivré le gagne\u00a0; résolu, il est alors retiré.",
	},
	"faro.turn.loser.pharo": {
		de: "Die Bankkarte (die erste Karte des Abzugs) verliert; die Bank kassiert alle Einsätze auf ihren Wert, gecopperte gewinnen.",
		fr: "La perdante (première carte de la paire) fait perdre\u00a0; la banque ramasse les jetons misés sur son rang, les mises cuivrées gagnent.",
	},
	"faro.turn.winner": {
		de: "Die Spielerkarte (die zweite Karte des Abzugs) gewinnt 1:1 für jeden Einsatz auf ihren Wert; ein gecopperter verliert.",
		fr: "La gagnante (seconde carte de la paire) fait gagner toute mise sur son rang, à égalité\u00a0; une mise cuivrée perd.",
	},
	"faro.turn.winner.pharaon": {
		de: "Ein Pronostic auf den Wert der Spielerkarte (die zweite Karte des Abzugs) gewinnt sein Gewicht in Punkten, ein gecopperter verliert es; entschieden ist er damit und weg.",
		fr: "Un pronostic ordinaire sur le rang de la gagnante (seconde carte de la paire) gagne son poids en points, un pronostic cuivré le perd\u00a0; résolu, il est alors retiré.",
	},
	"faro.turn.winner.pharo": {
		de: "Die Spielerkarte (die zweite Karte des Abzugs) gewinnt; die Bank zahlt 1:1 auf ihren Wert, gecopperte Einsätze verlieren.",
		fr: "La gagnante (seconde carte de la paire) fait gagner\u00a0; la banque paie à égalité, en jetons, les mises sur son rang, et les mises cuivrées perdent.",
	},
	"faro.window.betting": {
		de: "Einsätze werden nur zwischen den Abzügen gemacht, geändert oder zurückgenommen.",
		fr: "Les mises se placent, se modifient ou se retirent seulement entre les paires.",
	},
	"faro.window.call": {
		de: "Die Reihenfolge ansagen geht nur, wenn genau drei Karten übrig sind.",
		fr: "On n’appelle l’ordre que lorsqu’il reste exactement trois cartes.",
	},
	"pasur.capture.bad_sum": {
		de: "Was eine Zahlenkarte nimmt, muss mit ihr genau 11 ergeben – bei mehreren Gruppen jede Gruppe für sich.",
		fr: "Ce que prend une carte de 1 à 10 doit faire exactement 11 avec elle – chaque groupe à lui seul s’il y en a plusieurs.",
	},
	"pasur.capture.cannot_split": {
		de: "Mehrere Gruppen nimmt eine Zahlenkarte nur, wenn jede Gruppe für sich mit ihr 11 ergibt.",
		fr: "Une carte de 1 à 10 ne prend plusieurs groupes que si chacun fait 11 avec elle.",
	},
	"pasur.capture.duplicate": {
		de: "Jede Tischkarte kann nur einmal genommen werden.",
		fr: "Chaque carte du tapis ne se prend qu’une fois.",
	},
	"pasur.capture.face_in_sum": {
		de: "Bildkarten zählen nie in einer Summe.",
		fr: "Les figures ne comptent jamais dans une somme.",
	},
	"pasur.capture.jack": {
		de: "Ein Bube nimmt alle Tischkarten außer Königen und Damen.",
		fr: "Un valet prend toutes les cartes du tapis sauf les rois et les dames.",
	},
	"pasur.capture.jack_no_face": {
		de: "Ein Bube nimmt keine Könige und Damen.",
		fr: "Un valet ne prend ni roi ni dame.",
	},
	"pasur.capture.must_take_all": {
		de: "Nur eine Aufnahme durch Summen auf 11 lässt die Wahl, welche Gruppen man nimmt; jede andere Karte – König, Dame, der Bube als Joker – nimmt alles, was sie nehmen kann.",
		fr: "Seule une prise par sommes de 11 laisse choisir les groupes\u00a0; toute autre carte – roi, dame, valet qui rafle – prend tout ce qu’elle peut prendre.",
	},
	"pasur.capture.not_on_table": {
		de: "Diese Karte liegt nicht auf dem Tisch.",
		fr: "Cette carte n’est pas sur le tapis.",
	},
	"pasur.capture.rank": {
		de: "Ein König nimmt alle Könige, eine Dame alle Damen – sonst nichts.",
		fr: "Un roi prend tous les rois, une dame toutes les dames – rien d’autre.",
	},
	"pasur.capture.sum11": {
		de: "Eine Zahlenkarte nimmt Gruppen von Zahlenkarten des Tisches, die mit ihr je 11 ergeben; Bildkarten zählen nie.",
		fr: "Une carte de 1 à 10 prend des groupes de cartes de 1 à 10 du tapis qui font chacun 11 avec elle\u00a0; les figures ne comptent jamais.",
	},
	"pasur.capture.wrong_rank": {
		de: "König und Dame nehmen nur Karten ihres eigenen Werts.",
		fr: "Roi et dame ne prennent que les cartes de leur rang.",
	},
	"pasur.config.dealer": {
		de: "Der Geber ist einer der Spieler am Tisch; die erste Karte spielt der Spieler nach ihm.",
		fr: "Le donneur est l’un des joueurs de la table\u00a0; le joueur qui le suit joue la première carte.",
	},
	"pasur.config.players": {
		de: "Pasur spielen 2, 3 oder 4 Personen.",
		fr: "Le pasur se joue à 2, 3 ou 4.",
	},
	"pasur.config.seating": {
		de: "Ausgeteilt und gespielt wird gegen den Uhrzeigersinn, wenn der Tisch nichts anderes vereinbart; zu viert sitzen sich die Partner gegenüber, außer wenn jeder für sich spielt.",
		fr: "On donne et on joue dans le sens inverse des aiguilles d’une montre, sauf convention contraire\u00a0; à quatre, les partenaires sont assis face à face, sauf si chacun joue pour soi.",
	},
	"pasur.deal.count": {
		de: "Eine Runde hat zu zweit sechs Austeilen, zu dritt vier, zu viert drei – jedes Mal bekommt jeder vier Karten.",
		fr: "Une manche compte six donnes à deux, quatre à trois, trois à quatre – chaque fois, chacun reçoit quatre cartes.",
	},
	"pasur.deal.table_check.jack": {
		de: "Liegt genau ein Bube unter den Tischkarten, wird er in den Talon zurückgemischt und durch eine andere Karte ersetzt.",
		fr: "S’il y a un seul valet parmi les cartes du tapis, il est remélangé dans le talon et remplacé par une autre carte.",
	},
	"pasur.deal.table_check.redeal": {
		de: "Liegen zwei oder mehr Buben, Damen oder Könige unter den vier Tischkarten, wird neu gemischt und ausgeteilt.",
		fr: "S’il y a deux valets, deux dames ou deux rois (ou plus) parmi les quatre cartes du tapis, on remélange et on redonne.",
	},
	"pasur.end.last_capture": {
		de: "Am Rundenende bekommt, wer zuletzt genommen hat, die übrigen Tischkarten – nie als Sur.",
		fr: "En fin de manche, le dernier à avoir pris ramasse les cartes restées sur le tapis – ce n’est jamais un sur.",
	},
	"pasur.end.nobody": {
		de: "Hat in der Runde niemand etwas genommen, gehen die übrigen Tischkarten an niemanden.",
		fr: "Si personne n’a rien pris pendant la manche, les cartes restées sur le tapis ne vont à personne.",
	},
	"pasur.capture.pile": {
		de: "Die aufgenommenen Karten kommen mit der gespielten Karte verdeckt auf den Aufnahmestapel des Spielers – bei Partnern auf den gemeinsamen Stapel der Partnerschaft.",
		fr: "Les cartes prises vont, avec la carte jouée, face cachée sur la pile de prises du joueur – en équipe, sur la pile commune de l’équipe.",
	},
	"pasur.lay": {
		de: "Eine Karte, die nichts nehmen kann, wird offen auf den Tisch gelegt.",
		fr: "Une carte qui ne peut rien prendre est posée face visible sur le tapis.",
	},
	"pasur.lay.must_capture": {
		de: "Eine Karte, die nehmen kann, muss nehmen – sie darf nicht angelegt werden.",
		fr: "Une carte qui peut prendre doit prendre – elle ne peut pas être posée.",
	},
	"pasur.match.over": {
		de: "Die Partie gewinnt, wer am Ende einer Runde 62 oder mehr Punkte hat; haben es mehrere, der höhere Stand; bei genauem Gleichstand an der Spitze wird weitergespielt. In der Variante „feste 11 Runden“ gewinnt nach 11 Runden der höchste Stand, und Gleichstand ist unentschieden.",
		fr: "La partie est gagnée par qui a 62 points ou plus à la fin d’une manche\u00a0; s’ils sont plusieurs, par le plus haut total\u00a0; en cas d’égalité exacte en tête, on joue une manche de plus. Dans la variante «\u00a0onze manches fixes\u00a0», le plus haut total gagne après 11 manches, et l’égalité fait match nul.",
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
		de: "Die Runde ist vorbei; es wird nicht mehr gespielt.",
		fr: "La manche est finie\u00a0; on ne joue plus.",
	},
	"pasur.sur": {
		de: "Ein Sur räumt den Tisch ganz ab und bringt 5 Punkte.",
		fr: "Un sur vide tout le tapis et rapporte 5 points.",
	},
	"pharaon.bet.single-only": {
		de: "Im Pharaon gibt es nur Pronostics auf einen einzelnen Wert.",
		fr: "Au pharaon, les pronostics portent sur un seul rang.",
	},
	"pharaon.call.foster": {
		de: "Bei drei gleichen Werten ist nur die Ansage nach Foster möglich, rot oder schwarz für jede Karte.",
		fr: "Avec trois cartes de même rang, seul l’appel des couleurs de Foster est possible.",
	},
	"pharaon.end.unresolved": {
		de: "Was am Ende des Durchgangs noch wartet, endet ohne Änderung.",
		fr: "Les pronostics encore en attente à la fin de la taille finissent sans changement.",
	},
	"pharaon.weight.even": {
		de: "Ein Pronostic hat ein positives, gerades Gewicht.",
		fr: "Un pronostic a un poids positif et pair.",
	},
	"pharo.call.three-of-a-rank": {
		de: "Bei drei gleichen Werten gibt es im Pharo keine Ansage.",
		fr: "Avec trois cartes de même rang, le pharo n’admet pas d’appel.",
	},
	"pharo.end.return": {
		de: "Am Ende des Durchgangs kommen die Einsätze zurück; der Hock zählt nicht.",
		fr: "En fin de taille, les mises reviennent aux joueurs\u00a0; le hock ne compte pas.",
	},
	"pharo.highcard.no-copper": {
		de: "Der Einsatz auf die Hohe Karte kann nicht gecoppert werden; er setzt immer darauf, dass die Spielerkarte höher ist.",
		fr: "La mise sur la haute carte ne se cuivre pas\u00a0; elle parie toujours que la gagnante sera plus haute.",
	},
	"pharo.highcard.settle": {
		de: "Ein Einsatz auf die Hohe Karte gewinnt 1:1, wenn die Spielerkarte höher ist als die Bankkarte; ist sie gleich oder niedriger, verliert er.",
		fr: "La mise sur la haute carte est payée à égalité si la gagnante est plus haute que la perdante\u00a0; égale ou plus basse, elle perd.",
	},
	"pharo.highcard.variant": {
		de: "Die Variante „Hohe Karte“ ist an diesem Tisch nicht vereinbart.",
		fr: "La variante de la «\u00a0haute carte\u00a0» n’est pas convenue à cette table.",
	},
	"pharo.split.neighbours": {
		de: "Ein Einsatz zwischen zwei Karten deckt zwei auf dem Tableau benachbarte Werte.",
		fr: "Une mise à cheval couvre deux rangs voisins sur le tableau.",
	},
	"pharo.split.one-each": {
		de: "Gewinnt der eine Wert und verliert der andere im selben Abzug, passiert nichts.",
		fr: "Si un rang gagne et l’autre perd dans la même paire, rien ne se passe.",
	},
	"pharo.split.settle": {
		de: "Trifft der Abzug nur einen der beiden Werte, gewinnt, verliert oder halbiert sich der ganze Einsatz wie ein einfacher.",
		fr: "Si la paire ne touche qu’un des deux rangs, toute la mise gagne, perd ou perd la moitié comme une mise simple.",
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
