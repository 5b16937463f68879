package locales

// Messages of a session's or match's start (session: {start: …},
// match: {start: …}): what a standing the earlier deals or rounds left
// can be.
var (
	scenStartMissing = Message{
		de: "„{0}“ fehlt im Spielstand von „start“: Er nennt jeden Spieler (Pasur: jede Seite, ein Partner genügt)",
		fr: "«\u00a0{0}\u00a0» manque au score de «\u00a0start\u00a0»\u00a0: il nomme chaque joueur (au pasur, chaque camp, un partenaire suffit)",
	}
	scenLedgerSum = Message{
		de: "die Punkte von „start“ ergeben zusammen {0}, nicht 0: Beim Pharaon beginnt jeder bei 0, und der Bankhalter bucht das Gegenteil der Mitspieler – die Punkte so ändern, dass ihre Summe 0 ist",
		fr: "les soldes de «\u00a0start\u00a0» font {0} ensemble, non 0\u00a0: au pharaon chacun commence au solde 0 et le banquier varie à l’opposé des joueurs – corrigez-les pour que leur somme soit 0",
	}
	scenUnevenChips = Message{
		de: "die Chips von „start“ ergeben zusammen {0}: Beim Pharo bringt jeder der {1} {1:Spieler|Spieler} gleich viele ganze Chips mit, und Chips wechseln nur den Besitzer – die Summe geteilt durch {1} muss eine ganze Zahl sein",
		fr: "les jetons de «\u00a0start\u00a0» font {0} ensemble\u00a0: chacun des {1} {1:joueur|joueurs} apporte le même nombre entier de jetons, qui ne font que changer de main – la somme divisée par {1} doit être un nombre entier",
	}
	scenHalfPoint = Message{
		de: "{0} ist kein ganzer Punkt: Beim Pharaon sind die Gewichte gerade, ein Stand hat nie einen halben Punkt",
		fr: "{0} n’est pas un nombre entier de points\u00a0: au pharaon les poids sont pairs, un solde n’a jamais de demi-point",
	}
	scenPartnersDiffer = Message{
		de: "{0} ({1}) und {2} ({3}) sind Partner und haben denselben Stand: einen Wert für beide oder nur einen von ihnen nennen",
		fr: "{0} ({1}) et {2} ({3}) sont partenaires et ont le même score\u00a0: donnez une seule valeur, ou nommez l’un des deux",
	}
	scenStartDecided = Message{
		de: "mit {1} {1:Punkt|Punkten} hat {0} das Ziel {2} allein erreicht: Die Partie wäre schon zu Ende – einen Stand wählen, bei dem sie weitergeht",
		fr: "avec {1} {1:point|points}, {0} a seul atteint le but de {2}\u00a0: la partie serait déjà finie – choisissez un score où elle continue",
	}
	scenSessionPlayed = Message{
		de: "„played: {0}“ lässt keinen Durchgang übrig: Die Sitzung hat {1} {1:Durchgang|Durchgänge} (rounds × Spieler), vor dem ersten der Datei sind höchstens {2} {2:Durchgang|Durchgänge} gespielt",
		fr: "«\u00a0played: {0}\u00a0» ne laisse aucune taille\u00a0: la séance compte {1} {1:taille|tailles} (rounds × joueurs), au plus {2} {2:taille jouée|tailles jouées} avant la première du fichier",
	}
	scenMatchPlayed = Message{
		de: "„played: {0}“ lässt keine Runde übrig: Mit „fixed_rounds“ hat die Partie {1} {1:Runde|Runden}; vor der ersten der Datei sind höchstens {2} {2:Runde|Runden} gespielt",
		fr: "«\u00a0played: {0}\u00a0» ne laisse aucune manche\u00a0: avec «\u00a0fixed_rounds\u00a0» la partie compte {1} {1:manche|manches}\u00a0; au plus {2} {2:manche jouée|manches jouées} avant la première du fichier",
	}
)
