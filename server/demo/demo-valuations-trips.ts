/**
 * The demo's past trips and what each side wrote about them (demo-valuations.ts). Sailors write
 * in their own language (Carmen, Pablo, Irene and the demo client in Spanish; Tom, Emma and Luca
 * in English); the owners, all Spanish-speaking, rate the sailors in Spanish and answer in the
 * reviewer's language. Stars of a client's valuation: `[overall, boat condition, cleanliness,
 * communication, value]`.
 */
export type TDemoSailor = 'carmen' | 'tom' | 'pablo' | 'emma' | 'irene' | 'luca' | 'client';

export type TDemoTrip = {
  /** the catalogue boat's name */
  boat: string;
  by: TDemoSailor;
  /** the trip's first day, in days before the seed day */
  daysAgo: number;
  client?: { stars: [number, number, number, number, number]; comment: string };
  owner?: { stars: number; comment: string };
  /** the owner's public answer to the client's valuation */
  reply?: string;
};

export const demoTrips: TDemoTrip[] = [
  // the demo owner's boats (owner@marea.test, Jordi)
  {
    boat: 'Posidonia',
    by: 'tom',
    daysAgo: 44,
    client: {
      stars: [5, 5, 5, 5, 5],
      comment:
        'Fantastic day sailing out of Palma. Jordi had the boat ready when we arrived, briefed us properly and suggested anchoring at Portals Vells for lunch. Crystal-clear water, and the boat handled beautifully in the afternoon breeze. Would book again without hesitation.',
    },
    owner: {
      stars: 5,
      comment:
        'Tom, un patrón cuidadoso y muy amable. Devolvió el barco perfecto. ¡Cuando quieras!',
    },
  },
  {
    boat: 'Posidonia',
    by: 'irene',
    daysAgo: 96,
    client: {
      stars: [4, 4, 4, 5, 4],
      comment:
        'Muy buena experiencia. El velero está bien cuidado y Jordi nos lo explicó todo con calma. Fuimos hasta Cala Blava y a la vuelta pillamos algo de mar de fondo, pero el barco se portó de maravilla. Solo echamos de menos algo más de sombra en la bañera.',
    },
    owner: { stars: 5, comment: 'Irene y sus amigos, puntuales y muy respetuosos con el barco.' },
    reply:
      '¡Gracias, Irene! Tomamos nota: ya hemos puesto un toldo nuevo en la bañera. Os esperamos pronto.',
  },
  {
    boat: 'Posidonia',
    by: 'emma',
    daysAgo: 150,
    client: {
      stars: [5, 5, 5, 5, 4],
      comment:
        'The best day of our holiday. Jordi recommended a route along the coast to Illetas with a long swim stop and lent us snorkel masks from the boat. Everything was spotless and exactly as in the photos.',
    },
    owner: { stars: 5, comment: 'Emma y su grupo, encantadores. Todo perfecto.' },
  },
  {
    boat: 'Es Trenc',
    by: 'pablo',
    daysAgo: 120,
    client: {
      stars: [5, 5, 5, 5, 4],
      comment:
        'Dos días en catamarán con patrón por el sur de Mallorca: Es Trenc, Cala Pi y una noche fondeados frente a Cabrera. Xisco, el patrón, un crack: nos preparó una paella a bordo que todavía recordamos. Barco amplio, limpio y cómodo para seis.',
    },
    owner: { stars: 5, comment: 'Pablo, un cliente de diez. Se nota que sabe de barcos.' },
    reply: 'Gracias, Pablo. Se lo diré a Xisco: ¡la paella es su especialidad! Un abrazo.',
  },
  {
    boat: 'Es Trenc',
    by: 'luca',
    daysAgo: 55,
    client: {
      stars: [4, 4, 4, 5, 4],
      comment:
        'Two relaxed days on the catamaran with skipper Xisco. Turquoise water at Es Trenc and a quiet night at anchor. The only downside was the generator noise in the evening, but the crew switched it off early when we asked. Good value for a group of friends.',
    },
    owner: {
      stars: 4,
      comment: 'Luca y sus amigos, buena gente. Algo tarde al embarcar, pero todo bien.',
    },
  },
  {
    boat: 'Sa Calobra',
    by: 'carmen',
    daysAgo: 70,
    client: {
      stars: [5, 5, 5, 5, 5],
      comment:
        '¡Qué pasada de neumática! Fuimos desde Palma hasta Portals Vells y la Cala del Mago en nada. Jordi nos lo explicó todo muy claro y nos dejó los fondeos marcados en el GPS. Ideal para un día de calas.',
    },
    owner: { stars: 5, comment: 'Carmen, todo perfecto. Muy cuidadosa con la neumática.' },
  },
  {
    boat: 'Sa Calobra',
    by: 'tom',
    daysAgo: 130,
    client: {
      stars: [3, 3, 2, 4, 3],
      comment:
        "Decent day out and the RIB is quick, but it wasn't as clean as we expected: sand everywhere and the cool box smelled a bit. Jordi was friendly and apologised straight away, and his route tips were great.",
    },
    owner: { stars: 4, comment: 'Tom, un placer. Repostó a la vuelta sin que se lo pidiéramos.' },
    reply:
      "Thank you for the honest feedback, Tom. You were right: the previous group came back late and we rushed the cleaning. We've changed our turnaround so it won't happen again.",
  },
  {
    boat: 'Es Vedrà',
    by: 'emma',
    daysAgo: 88,
    client: {
      stars: [5, 5, 5, 5, 5],
      comment:
        "Sailing from Ibiza town to Es Vedrà was a dream. The boat is well equipped, the sails are in great condition, and Jordi's tip to anchor at Cala d'Hort was spot on. The sunset on the way back was unforgettable.",
    },
    owner: { stars: 5, comment: 'Emma navega muy bien. Un placer tenerla a bordo.' },
  },
  {
    boat: 'Es Vedrà',
    by: 'pablo',
    daysAgo: 175,
    client: {
      stars: [4, 4, 4, 5, 4],
      comment:
        'Buen velero y muy buena atención. Hicimos Cala Bassa y Cala Conta con algo de levante; Jordi nos avisó la víspera y nos propuso la ruta más resguardada. Acertó de lleno.',
    },
    owner: { stars: 5, comment: 'Pablo, gran patrón. Todo perfecto.' },
  },
  {
    boat: 'Tagomago',
    by: 'luca',
    daysAgo: 62,
    client: {
      stars: [5, 5, 5, 5, 4],
      comment:
        'We went round Tagomago island and on to Cala Llonga. Comfortable motorboat with a big sun pad, cold drinks in the fridge when we arrived and a super easy check-in at Botafoch. Highly recommended.',
    },
  },
  {
    boat: 'Tagomago',
    by: 'irene',
    daysAgo: 140,
    client: {
      stars: [5, 5, 5, 5, 5],
      comment:
        'Día redondo en Ibiza. La lancha va suave y rápida: nos dio tiempo a ver Tagomago, bañarnos en Cala Mastella y comer en Sant Carles. Jordi, muy atento por WhatsApp todo el día.',
    },
    owner: { stars: 5, comment: 'Irene, clienta ideal. ¡Volved pronto!' },
  },
  {
    boat: 'Migjorn',
    by: 'carmen',
    daysAgo: 105,
    client: {
      stars: [5, 5, 5, 5, 5],
      comment:
        'Formentera desde el agua es otra cosa. Salimos de La Savina, fondeamos en Ses Illetes y luego en Espalmador. Neumática nueva, muy limpia, y Jordi nos dejó hasta gafas de snorkel. Repetiremos seguro.',
    },
    owner: { stars: 5, comment: 'Carmen, encantadora como siempre.' },
  },
  {
    boat: 'Migjorn',
    by: 'tom',
    daysAgo: 33,
    client: {
      stars: [4, 4, 3, 5, 4],
      comment:
        'Great RIB for exploring Formentera. The crossing to Espalmador was easy and the anchoring advice helpful. Only issue: the bimini was torn, so there was little shade around midday.',
    },
    owner: { stars: 5, comment: 'Tom, puntual y muy cuidadoso.' },
    reply:
      'Thanks, Tom! The bimini has been replaced since your trip. Hope to see you back in La Savina.',
  },
  {
    boat: 'Pitiusa',
    by: 'emma',
    daysAgo: 84,
    client: {
      stars: [4, 4, 4, 4, 5],
      comment:
        "No licence needed and perfect for a lazy day around the north of Formentera. It's slow, of course, but that's part of the charm. Clear instructions and a little map of the best spots.",
    },
    owner: { stars: 4, comment: 'Emma, muy bien. Devolvió el barco a su hora.' },
  },
  {
    boat: 'Pitiusa',
    by: 'irene',
    daysAgo: 160,
    client: {
      stars: [5, 5, 5, 5, 5],
      comment:
        'Perfecto para ir con niños: sin titulación, fácil de manejar y muy estable. Nos bañamos en Caló des Mort con el agua como una piscina. Precio muy razonable.',
    },
    owner: { stars: 5, comment: 'Irene y los peques, un encanto.' },
  },
  {
    boat: 'Ses Salines',
    by: 'pablo',
    daysAgo: 48,
    client: {
      stars: [2, 2, 3, 4, 2],
      comment:
        'La ruta por Ses Salines es preciosa, pero el barco no estaba a la altura: el motor tardó en arrancar dos veces y la escalera de baño estaba suelta. Jordi respondió rápido y nos ofreció un descuento, pero por ese precio esperaba un mantenimiento mejor.',
    },
    owner: { stars: 4, comment: 'Pablo, muy comprensivo con la avería. Gracias por tu paciencia.' },
    reply:
      'Pablo, tienes toda la razón y lo sentimos. Ese mismo día revisamos el motor y cambiamos la escalera. Te devolvimos parte del importe y nos encantaría que nos dieras otra oportunidad.',
  },
  {
    boat: 'Ses Salines',
    by: 'emma',
    daysAgo: 128,
    client: {
      stars: [5, 5, 5, 5, 4],
      comment:
        "What a day! We took the RIB from Ibiza town down to Ses Salines and across to Formentera's north coast. Jordi's briefing was clear and the boat was spotless and fast. Perfect if you want to see a lot in one day.",
    },
    owner: { stars: 5, comment: 'Emma, perfecta como siempre.' },
  },
  // other owners' boats
  {
    boat: 'Tramontana',
    by: 'carmen',
    daysAgo: 120,
    client: {
      stars: [5, 5, 5, 5, 4],
      comment:
        'Salida de un día desde el Port Olímpic hacia el Maresme con Toni de patrón. Navegamos con buen viento, nos enseñó a llevar el timón y a trimar las velas. Muy recomendable para iniciarse en la vela.',
    },
    owner: { stars: 5, comment: 'Carmen aprende rápido. ¡Casi te quedas de patrona!' },
  },
  {
    boat: 'Tramontana',
    by: 'luca',
    daysAgo: 24,
    client: {
      stars: [4, 4, 4, 5, 4],
      comment:
        "Nice sail along Barcelona's coast with the city skyline behind us. The tramontana picked up in the afternoon, so the skipper brought us back early, which was the right call. Friendly and professional.",
    },
  },
  {
    boat: 'Tramontana',
    by: 'client',
    daysAgo: 52,
    client: {
      stars: [5, 5, 5, 5, 5],
      comment:
        'Fuimos en familia y los niños disfrutaron muchísimo. Toni les dejó llevar el timón y fondeamos frente al Bogatell para bañarnos. Todo muy fácil de reservar.',
    },
    owner: { stars: 5, comment: 'Lucía y su familia, un encanto. El barco volvió impecable.' },
  },
  {
    boat: 'Blue Lagoon',
    by: 'tom',
    daysAgo: 90,
    client: {
      stars: [5, 5, 5, 5, 5],
      comment:
        "Celebrated my partner's birthday on Blue Lagoon. Plenty of space for ten of us, a great sound system and a swim stop off Badalona. The crew even brought a cake on board. Brilliant.",
    },
    owner: { stars: 5, comment: 'Tom y sus amigos, muy majos. Un grupo de diez perfecto.' },
  },
  {
    boat: 'Blue Lagoon',
    by: 'irene',
    daysAgo: 185,
    client: {
      stars: [4, 4, 5, 4, 4],
      comment:
        'Catamarán amplio y limpio, ideal para grupos. El día salió algo nublado, pero el patrón buscó una zona tranquila para el baño. Buena relación calidad-precio.',
    },
    owner: { stars: 5, comment: 'Irene, todo perfecto.' },
  },
  {
    boat: 'Barceloneta',
    by: 'pablo',
    daysAgo: 28,
    client: {
      stars: [3, 3, 3, 4, 3],
      comment:
        'La lancha cumple, pero le hace falta un repaso: tapicería gastada y la nevera no enfriaba. Toni fue muy amable y la ruta hasta Castelldefels estuvo bien.',
    },
    owner: { stars: 4, comment: 'Pablo, correcto en todo.' },
    reply: 'Gracias, Pablo. La nevera ya está arreglada y la tapicería se cambia este invierno.',
  },
  {
    boat: 'Llebeig',
    by: 'emma',
    daysAgo: 65,
    client: {
      stars: [5, 5, 5, 5, 5],
      comment:
        'Carmen is a wonderful host. The boat is a classic, beautifully kept, and leaving from Port Vell right in the city centre is so convenient. We sailed past the Barceloneta beaches with a light breeze.',
    },
    owner: { stars: 5, comment: 'Emma, una navegante estupenda.' },
  },
  {
    boat: 'Llebeig',
    by: 'pablo',
    daysAgo: 22,
    client: {
      stars: [5, 5, 5, 5, 5],
      comment:
        'Velero clásico precioso y una patrona que transmite pasión por el mar. Salimos del Port Vell con poniente suave y volvimos con la puesta de sol.',
    },
  },
  {
    boat: 'Garraf',
    by: 'carmen',
    daysAgo: 150,
    client: {
      stars: [4, 4, 4, 5, 3],
      comment:
        'Muy buena salida desde Sitges hacia las calas del Garraf. El velero está bien y el fondeo en Cala Morisca fue una maravilla. Algo caro en temporada alta, pero merece la pena.',
    },
    owner: { stars: 5, comment: 'Carmen, muy responsable a bordo.' },
  },
  {
    boat: 'Sirena',
    by: 'tom',
    daysAgo: 110,
    client: {
      stars: [4, 4, 4, 4, 5],
      comment:
        'Fun little boat, no licence needed. We pottered along the Garraf coast and found a quiet cove for a swim. Easy handover at Port Ginesta.',
    },
  },
  {
    boat: 'Cap de Creus',
    by: 'luca',
    daysAgo: 80,
    client: {
      stars: [5, 5, 5, 5, 5],
      comment:
        'Cap de Creus is wild and stunning, and this is the perfect boat to explore it. Pau gave us a thorough briefing on the tramontana and the safe coves. We anchored at Cala Montjoi and snorkelled among the rocks.',
    },
    owner: { stars: 5, comment: 'Luca, muy buen patrón. Siguió todos los consejos.' },
  },
  {
    boat: 'Cap de Creus',
    by: 'pablo',
    daysAgo: 165,
    client: {
      stars: [5, 5, 5, 5, 5],
      comment:
        'El mejor día de vela del año. Salimos de Roses, doblamos el cabo hasta Cadaqués y comimos fondeados. Pau nos avisó de la tramontana y cambiamos la ruta a tiempo. Barco impecable.',
    },
    owner: { stars: 5, comment: 'Pablo, un gusto navegar con gente así.' },
  },
  {
    boat: 'Dragonera',
    by: 'irene',
    daysAgo: 45,
    client: {
      stars: [5, 5, 5, 5, 4],
      comment:
        'Navegamos hasta Sant Elm y vimos la Dragonera de cerca. Velero grande, limpio y con todo lo necesario. El patrón nos enseñó a izar la mayor.',
    },
    owner: { stars: 5, comment: 'Irene, atenta y con ganas de aprender.' },
  },
  {
    boat: 'Illetes',
    by: 'emma',
    daysAgo: 100,
    client: {
      stars: [4, 5, 4, 4, 4],
      comment:
        "Very comfortable motorboat, perfect for a day in the bay of Palma. Elena's team were professional and on time. We only missed a proper snorkel set on board.",
    },
    owner: { stars: 4, comment: 'Emma, sin ninguna incidencia.' },
  },
  {
    boat: 'Binibeca',
    by: 'carmen',
    daysAgo: 190,
    client: {
      stars: [5, 5, 5, 5, 5],
      comment:
        'Menorca en lancha: Binibeca, Cala en Porter y vuelta por la bocana del puerto de Maó al atardecer. Todo fácil y muy bien organizado.',
    },
  },
  {
    boat: 'Atlantis',
    by: 'luca',
    daysAgo: 135,
    client: {
      stars: [5, 5, 5, 5, 5],
      comment:
        'A fantastic catamaran day to Formentera with skipper Javi. Paella on board at Ses Illetes, paddle boards, music and zero stress. Worth every euro.',
    },
    owner: { stars: 5, comment: 'Luca, un cliente estupendo.' },
  },
  {
    boat: 'Espalmador',
    by: 'tom',
    daysAgo: 75,
    client: {
      stars: [4, 4, 4, 4, 4],
      comment:
        'Lovely catamaran, great base in La Savina. We anchored off Espalmador and walked across the island. Check-in took a while because the port was busy, but Javier kept us informed.',
    },
    owner: { stars: 5, comment: 'Tom, todo perfecto.' },
  },
  {
    boat: 'Cala Saona',
    by: 'pablo',
    daysAgo: 58,
    client: {
      stars: [5, 5, 5, 5, 5],
      comment:
        'Atardecer en Cala Saona desde el agua: no hay palabras. La lancha va fina y Javier nos explicó dónde fondear en arena para no dañar la posidonia.',
    },
    owner: { stars: 5, comment: 'Pablo, respetuoso con el barco y con el mar.' },
  },
  {
    boat: 'Cala Saona',
    by: 'client',
    daysAgo: 140,
    client: {
      stars: [4, 4, 4, 5, 3],
      comment:
        'Buen barco y muy buena atención. Recorrimos la costa oeste de Formentera. El combustible nos salió algo más caro de lo que esperábamos.',
    },
    owner: { stars: 5, comment: 'Lucía, clienta de diez.' },
  },
  {
    boat: 'Cavalleria',
    by: 'emma',
    daysAgo: 170,
    client: {
      stars: [5, 5, 5, 5, 5],
      comment:
        "Sailing Menorca's north coast from Ciutadella: Cala Pregonda, red sand and turquoise water. Rocío is a great host and the boat is lovely.",
    },
    owner: { stars: 5, comment: 'Emma, muy buena navegante.' },
  },
  {
    boat: 'Albufera',
    by: 'irene',
    daysAgo: 30,
    client: {
      stars: [4, 4, 4, 5, 4],
      comment:
        'Salida tranquila por la costa de Valencia con vistas a la Malvarrosa. Barco cuidado y patrón simpático. Para la próxima, alguna toalla más a bordo.',
    },
    owner: { stars: 5, comment: 'Irene, un placer.' },
  },
  {
    boat: 'Montgó',
    by: 'carmen',
    daysAgo: 36,
    client: {
      stars: [5, 5, 5, 5, 4],
      comment:
        'Ruta de Dénia al Cap de Sant Antoni y la cala del Portitxol. Catamarán amplísimo, muy estable y limpio. Comimos a bordo con el Montgó de fondo.',
    },
    owner: { stars: 5, comment: 'Carmen y su grupo, muy agradables.' },
  },
  {
    boat: 'Tabarca',
    by: 'luca',
    daysAgo: 110,
    client: {
      stars: [4, 3, 4, 5, 4],
      comment:
        'Crossing from Alicante to Tabarca island under sail was a highlight, with great snorkelling in the marine reserve. The boat is a bit dated inside, but everything worked.',
    },
    owner: { stars: 4, comment: 'Luca, correcto. Buen ambiente a bordo.' },
  },
  {
    boat: 'Calblanque',
    by: 'tom',
    daysAgo: 195,
    client: {
      stars: [5, 5, 5, 5, 5],
      comment:
        'Beautiful, wild coastline south of Cartagena and almost no other boats. The skipper knew every cove. One of the best days of our trip to Spain.',
    },
    owner: { stars: 5, comment: 'Tom, muy buen ambiente a bordo.' },
  },
  {
    boat: 'Biznaga',
    by: 'emma',
    daysAgo: 40,
    client: {
      stars: [5, 5, 5, 5, 5],
      comment:
        'We saw dolphins twice off Benalmádena! Calm sea, a friendly skipper and a clean, comfortable boat. A perfect morning.',
    },
    owner: { stars: 5, comment: 'Emma, siempre bienvenida.' },
  },
  {
    boat: 'La Caleta',
    by: 'pablo',
    daysAgo: 85,
    client: {
      stars: [4, 4, 4, 4, 4],
      comment:
        'Navegar por la bahía de Cádiz con el castillo de San Sebastián de fondo es precioso. Se levantó algo de levante por la tarde, pero el patrón lo manejó muy bien.',
    },
    owner: { stars: 5, comment: 'Pablo, buen marinero.' },
  },
  {
    boat: 'Guadalmina',
    by: 'luca',
    daysAgo: 155,
    client: {
      stars: [2, 4, 4, 1, 2],
      comment:
        "The RIB itself is fine, but the day didn't go as planned: we waited over an hour at the port because nobody had the keys, and no one answered the phone. Once out, the coast towards Estepona was lovely. Better communication would make a big difference.",
    },
    owner: { stars: 4, comment: 'Luca, muy paciente con el retraso. Gracias.' },
    reply:
      "Luca, we're very sorry about the wait: it was a mix-up in our shifts that day. We now confirm every departure by message the evening before, and we refunded part of the price.",
  },
  {
    boat: 'Guadalmina',
    by: 'irene',
    daysAgo: 70,
    client: {
      stars: [4, 4, 4, 5, 4],
      comment:
        'Neumática grande y cómoda. Fuimos de Marbella hacia Cabopino con parada para bañarnos y vimos delfines a lo lejos. Entrega puntual y un equipo muy amable.',
    },
    owner: { stars: 5, comment: 'Irene, un placer tenerte a bordo.' },
  },
  {
    boat: 'Amadores',
    by: 'irene',
    daysAgo: 125,
    client: {
      stars: [5, 5, 5, 5, 5],
      comment:
        'Día de catamarán en Gran Canaria desde Mogán: baño en Amadores, tortugas y un mar precioso. Tripulación muy atenta.',
    },
  },
  {
    boat: 'Alisio',
    by: 'emma',
    daysAgo: 25,
    client: {
      stars: [4, 4, 4, 5, 4],
      comment:
        'Good sailing with the trade winds off Tenerife, with Teide in view all day. A little choppy for beginners, but the skipper adapted the route.',
    },
    owner: { stars: 5, comment: 'Emma, gran actitud aunque hubo algo de mar.' },
  },
  {
    boat: 'Gibralfaro',
    by: 'carmen',
    daysAgo: 115,
    owner: { stars: 5, comment: 'Carmen, clienta estupenda. Siempre bienvenida.' },
  },
];
