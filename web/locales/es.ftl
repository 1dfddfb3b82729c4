# El Explorador de codificación posicional en español. Traducido de en.ftl (el original);
# el glosario (glossary/es.md) fija los términos del campo. Cada { $nombre } es un valor que la
# página rellena: se conservan todos.

## Términos

-site-name = Explorador de codificación posicional

## La página

document-title = { $section } · { -site-name }
site-title = { -site-name }
site-description = Cómo saben los Transformers el orden de las palabras: la codificación posicional sinusoidal, calculada por un núcleo en C++/WebAssembly y explicada paso a paso.
site-tagline = Cómo sabe un Transformer el orden de las palabras: la codificación posicional sinusoidal, paso a paso.
skip-link = Saltar a la lección
contents-nav =
    .aria-label = Secciones de la lección
contents-heading = Contenido
pager-nav =
    .aria-label = Sección anterior y siguiente
site-footer = Cada número de esta página lo calcula en tu navegador un núcleo en C++ compilado a WebAssembly. No se envía nada a ningún sitio.
language-menu-label = Idioma
page-loading = Cargando el núcleo WebAssembly…
page-load-failed = No se pudo cargar el núcleo WebAssembly ({ $reason }). Comprueba la conexión y vuelve a intentarlo; esta página necesita un navegador con WebAssembly.
retry = Reintentar
section-announced = Sección { $index } de { $count }: { $title }
printed-from = Impreso desde { $link }
rounding-rule = Los números se redondean al alejarse del cero a 6 decimales (así, { $value } se imprime como { $example }), y un resultado que se redondea a cero se imprime sin signo menos.
section-loading = Cargando esta sección…

## Títulos de las secciones

title-why = ¿Por qué la posición?
title-formula = La fórmula
title-steps = Ejemplo resuelto
title-matrix = La matriz completa
title-proof = La prueba del desplazamiento relativo
title-rope = Codificación posicional rotatoria (RoPE)
title-similarity = La similitud solo depende del desfase
title-input = Sumarla a los embeddings de los tokens
title-learned = Fija frente a aprendida
title-train = Entrénalo tú
title-bias = Sesgos de posición relativa: ALiBi y T5
title-extension = Contextos más largos: interpolación, NTK y YaRN
title-conventions = Convenciones y trampas
title-practice = Práctica


## shell
# Messages of the page's shell and shared widgets (web/src/shell, web/src/kit): ids not beginning with a section's id. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## refusals
# Messages of the core's refusals and the store's checks, worded by the page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.

refusal-integer = { $parameter } debe ser un número entero de { $min } a { $max }; has dado { $got }.
refusal-number =
    { $shape ->
        [open-min] { $parameter } debe ser mayor que { $min } y como mucho { $max }; has dado { $got }.
        [open-max] { $parameter } debe ser al menos { $min } y menor que { $max }; has dado { $got }.
        [open] { $parameter } debe ser mayor que { $min } y menor que { $max }; has dado { $got }.
       *[closed] { $parameter } debe ser un número de { $min } a { $max }; has dado { $got }.
    }
refusal-even = { $parameter } debe ser par aquí; has dado { $got }.
refusal-at-least = { $parameter } debe ser al menos { $min } aquí; has dado { $got }.
refusal-divides = { $parameter } debe dividir exactamente a { $max }; has dado { $got }.
refusal-product = { $parameter } es demasiado grande: pide { $got } valores a la vez, y el núcleo calcula como mucho { $max }.
refusal-reordering = { $parameter } debe usar las mismas palabras que la otra frase, cada una las mismas veces, en otro orden.
refusal-count = { $parameter } debe tener de { $min } a { $max } palabras; tiene { $got }.
refusal-token-length = Cada palabra de { $parameter } debe ocupar de 1 a { $max } bytes; una ocupa { $got }.
refusal-other = El núcleo rechazó { $parameter }: { $detail }


## why
# Messages of section why. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## formula
# Messages of section formula. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## steps
# Messages of section steps. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## matrix
# Messages of section matrix. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## proof
# Messages of section proof. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## similarity
# Messages of section similarity. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## input
# Messages of section input. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## rope
# Messages of section rope. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## conventions
# Messages of section conventions. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## bias
# Messages of section bias. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-bias-max-distance = distancia máxima
words-bias-buckets = intervalos
words-bias-offset = el desfase
words-bias-trained = L (longitud de entrenamiento, parte más allá de L)
words-bias-heads = H (número de cabezas)
words-bias-head = cabeza (la cabeza mostrada)
words-bias-buckets-setting = intervalos (T5)
words-bias-maxdist = distancia máxima (T5)
words-bias-causal = causal
words-bias-sentence = frase
words-bias-trained-refused = L (longitud de entrenamiento) debe ser aquí un número entero de { $smallest } a { $largest } ({ $keys } claves como mucho { $most }); se recibió { $got }.
words-bias-refused = { $reason }.
words-bias-causal-refused = { $reason } (intervalos de T5 causal).
bias-map-hatched = Las celdas rayadas están enmascaradas: la clave va después de la consulta, su puntuación es { $minusInfinity } antes del softmax y su peso es 0.
bias-list = { $items } y { $last }
bias-list-separator = {", "}
bias-lead = La codificación sinusoidal y RoPE meten la posición en los vectores. ALiBi y T5 no tocan los vectores: suman un número a cada puntuación de atención, y ese número depende solo de lo lejos que esté la clave de la consulta.
bias-score-text = La consulta { $i } mira la clave { $j }; el sesgo { $b } solo ve el desfase { $offset }, nunca las palabras ni el lugar de la frase donde está el par.
bias-alibi-heading = ALiBi: una penalización que crece con la distancia
bias-alibi-text = ALiBi (Press, Smith y Lewis, 2022) da a cada una de las { $H } cabezas una pendiente fija { $m } y resta a la puntuación { $m } veces la distancia. No se aprende nada: las pendientes se fijan antes del entrenamiento, con la regla de abajo para el { $H } elegido.
bias-alibi-causal = ALiBi se introdujo para modelos de lenguaje de izquierda a derecha, donde una máscara causal oculta además toda clave posterior a la consulta (puntuación { $minusInfinity }, peso 0): marca causal para verlo. Sin la máscara el sesgo es simétrico, { $bias } a ambos lados de la diagonal.
bias-alibi-why-title = Qué mantiene ALiBi dentro de lo conocido más allá de la longitud de entrenamiento
bias-alibi-why = La penalización es una recta en la distancia, así que una clave más lejana que cualquiera del entrenamiento recibe la misma recta, prolongada: ningún parámetro nuevo ni ningún tipo nuevo de sesgo, solo una penalización mayor del tipo que el modelo ya usa, que hace que esas claves lejanas cuenten menos. En el primer bloque tampoco hay nada más nuevo, porque sus consultas y claves salen solo de los embeddings de los tokens. A partir del segundo bloque eso deja de ser cierto: cada salida del primer bloque es una media ponderada en la que las palabras cercanas cuentan más, de modo que la posición ya está en los vectores, y una entrada más larga puede dar a los bloques siguientes vectores que nunca vieron. Lo que midieron Press, Smith y Lewis es la perplejidad: modelos de lenguaje entrenados con entradas cortas la mantuvieron casi constante en entradas mucho más largas. Una perplejidad constante dice que las claves lejanas no hacen daño; no dice que el modelo las aproveche, ni que las respuestas de una tarea sigan siendo correctas más allá de la longitud de entrenamiento. Las gráficas de «{ $beyond }» muestran cómo sigue la recta; el laboratorio de «{ $lab }» entrena ALiBi junto a los otros esquemas y mide las respuestas exactas más allá de la longitud de entrenamiento.
bias-t5-heading = T5: un número aprendido por intervalo de desfases
bias-t5-text = T5 (Raffel et al., 2020) clasifica cada desfase clave − consulta en uno de un número fijo de intervalos ({ $numBuckets } en el código, 32 en T5); cada cabeza aprende un número por intervalo y lo suma a la puntuación. La clasificación en sí es fija (la { $bucketFunction } de Hugging Face):
bias-t5-rule-halves = Bidireccional (el codificador): la mitad de los intervalos para claves en la consulta o antes de ella, la otra mitad para claves posteriores.
bias-t5-rule-exact = En cada mitad, la primera mitad de los intervalos son exactos: un desfase cada uno.
bias-t5-rule-log = Los demás son logarítmicos: los tramos de desfases que contienen se ensanchan con la distancia; la distancia máxima ({ $maxDistance } en el código, 128 en T5) fija lo rápido que se ensanchan.
bias-t5-rule-last = El último intervalo de cada dirección no tiene fin: empieza donde la fórmula logarítmica lo alcanza por primera vez, lo que puede ocurrir mucho antes de la distancia máxima (la frase bajo los controles dice dónde, para los valores elegidos), y contiene todos los desfases desde ahí.
bias-t5-rule-causal = Causal (el decodificador, y esta página cuando marcas causal): todos los intervalos son para claves anteriores a la consulta; toda clave en la consulta o después de ella cae en el intervalo 0, como el desfase 0 (en un modelo causal esas claves están enmascaradas de todos modos).
bias-t5-learned-title = Los valores se aprenden; aquí son un sustituto
bias-t5-learned = En T5 los valores del sesgo se aprenden junto con el resto del modelo. Esta página no tiene un T5 entrenado, así que los valores mostrados (la última columna de la tabla, y T5 en la comparación de abajo) salen de una tabla sustituta pseudoaleatoria con semilla. Solo es real qué desfases comparten intervalo.
bias-calc-heading = ¿Qué intervalo?
bias-map-heading = Intervalo de cada par consulta–clave
bias-compare-heading = Lado a lado en una frase
bias-compare-text = Una cabeza de atención con los mismos embeddings de tokens con semilla y los mismos pesos de consulta y clave para cada esquema; solo cambia la forma en que entra la posición. El sinusoidal suma PE a los embeddings, RoPE gira consultas y claves según la posición, ALiBi suma el { $bias } de la cabeza elegida y T5 el valor (sustituto) del intervalo de la cabeza elegida. Cada mapa muestra los pesos del softmax: fila = palabra de la consulta, columna = la palabra clave a la que atiende.
bias-rounding = Los números se redondean alejándose de cero en los empates: las pendientes a 8 decimales, los sesgos a 6 y los pesos de atención a 3 en las tablas de los mapas.
bias-scheme-sinusoidal = { $name } (sumada a los embeddings)
bias-scheme-rope = { $name } (consultas y claves giradas)
bias-scheme-alibi = { $name } (penalización lineal por distancia)
bias-scheme-t5 = { $name } (sesgo por intervalos, valores sustitutos)
bias-scheme-name-sinusoidal = la codificación sinusoidal
bias-range-below = { $offset } o menos
bias-range-above = { $offset } o más
bias-kind-after = en la consulta o después
bias-kind-last = último (sin fin)
bias-kind-exact = exacto
bias-kind-log = logarítmico
bias-heads-describe = { $count ->
    [one] { $heads } cabeza
   *[other] { $heads } cabezas
}
bias-head-range = escribe de 0 a { $last } ({ $symbol })
bias-head-describe = cabeza { $head }, { $h } en la fórmula
bias-causal-label = causal (enmascara toda clave posterior a la consulta)
bias-causal-announce = { $on ->
    [yes] causal activado
   *[no] causal desactivado
}
bias-buckets-describe = { $count ->
    [one] { $buckets } intervalo
   *[other] { $buckets } intervalos
}
bias-maxdist-describe = distancia máxima { $maxdist }
bias-maxdist-describe-start = { $count ->
    [one] distancia máxima { $maxdist }: el último intervalo empieza a { $start } token
   *[other] distancia máxima { $maxdist }: el último intervalo empieza a { $start } tokens
}
bias-offset-label = desfase clave − consulta
bias-offset-hint = Escribe un número entero y pulsa Intro: negativo = la clave está antes de la consulta.
bias-words-hint = Palabras separadas por espacios; pulsa Intro. Repite una palabra para comparar sus dos filas.
bias-slope-one = { $heads }: la única cabeza tiene { $rule } = { $slope }.
bias-slope-geometric = { $heads }: todas las cabezas siguen { $rule }, una sucesión geométrica de { $first } a { $last }: la pendiente de cada cabeza es la de la anterior por { $ratio }.
bias-slope-interleaved = { $heads } no es una potencia de dos, así que el núcleo sigue la regla de los autores de ALiBi: las primeras { $base } cabezas toman las pendientes de { $base } cabezas, { $baseRule } (la mayor potencia de dos menor que { $H }); las otras { $extra } toman una de cada dos pendientes de { $double } cabezas, { $extraRule } para { $odd } ({ $extraSlopes }). Por eso las pendientes no van en orden de cabeza: la cabeza { $nextHead } tiene { $nextSlope }, más que el { $lastSlope } de la cabeza { $lastHead }.
bias-slopes-label = Pendientes de ALiBi
bias-slopes-caption = { $count ->
    [1] La pendiente de la única cabeza, la cabeza 0, que se muestra abajo.
   *[other] La pendiente de cada una de las { $heads } cabezas; la cabeza { $head } se muestra abajo.
}
bias-col-head = cabeza
bias-col-slope = pendiente m
bias-col-power = como potencia de 2
bias-col-rule = según la regla
bias-head-cell = cabeza { $head }
bias-scroll-hint = Desplaza la tabla hacia los lados
bias-alibi-line = { $far ->
    [1] La cabeza { $head } tiene pendiente m = { $slope }: una clave 1 token atrás recibe { $near }.
   *[other] La cabeza { $head } tiene pendiente m = { $slope }: una clave 1 token atrás recibe { $near }; { $farCount } tokens atrás, { $farBias }.
}
bias-alibi-line-single = La cabeza { $head } tiene pendiente m = { $slope }. Con una sola posición no hay distancia que penalizar: aumenta n.
bias-alibi-compare = { $count ->
    [one] El sesgo crece linealmente con la distancia, así que una cabeza más empinada mira más cerca: { $far } token atrás, la cabeza más empinada aquí (cabeza { $steepest }, m = { $steepestSlope }) suma { $steepestBias } a la puntuación, y la más plana (cabeza { $shallowest }, m = { $shallowestSlope }) solo { $shallowestBias }.
   *[other] El sesgo crece linealmente con la distancia, así que una cabeza más empinada mira más cerca: { $far } tokens atrás, la cabeza más empinada aquí (cabeza { $steepest }, m = { $steepestSlope }) suma { $steepestBias } a la puntuación, y la más plana (cabeza { $shallowest }, m = { $shallowestSlope }) solo { $shallowestBias }.
}
bias-alibi-compare-one = El sesgo crece linealmente con la distancia. Con una sola cabeza no hay otra más o menos empinada con la que comparar: aumenta H.
bias-alibi-map-title = { $causal ->
    [yes] Sesgo de ALiBi, cabeza { $head } de { $heads }, causal
   *[no] Sesgo de ALiBi, cabeza { $head } de { $heads }
}
bias-axis-query-position = posición de la consulta
bias-axis-key-position = posición de la clave
bias-alibi-cell-masked = consulta { $query }, clave { $key }: enmascarada, la clave va después de la consulta ({ $minusInfinity } antes del softmax, peso 0)
bias-alibi-cell = consulta { $query }, clave { $key }, distancia { $distance }: sesgo { $bias }
bias-alibi-map-summary = { $causal ->
    [yes] La fila { $i }, columna { $j } es la consulta { $i } mirando la clave { $j }, para la cabeza { $head } ({ $slope }). La diagonal vale 0 y el sesgo baja { $m } por cada paso que se aleja de ella; toda celda a la derecha de la diagonal (clave después de la consulta) está enmascarada y rayada. Solo depende de la distancia, así que la tabla da un valor por distancia.
   *[no] La fila { $i }, columna { $j } es la consulta { $i } mirando la clave { $j }, para la cabeza { $head } ({ $slope }). La diagonal vale 0 y el sesgo baja { $m } por cada paso que se aleja de ella, igual a ambos lados. Solo depende de la distancia, así que la tabla da un valor por distancia.
}
bias-col-distance = distancia { $distance }
bias-col-bias-head = sesgo, cabeza { $head }
bias-alibi-table-label = Sesgo de ALiBi por distancia
bias-t5-summary-bidirectional = Bidireccional, { $count ->
    [one] { $buckets } intervalo
   *[other] { $buckets } intervalos
}, distancia máxima { $maxdist }: { $exact ->
    [0] ningún desfase tiene un intervalo propio
    [1] el desfase { $exactSpans } tiene un intervalo propio (exacto)
   *[other] los desfases { $exactSpans } tienen un intervalo cada uno (exactos)
}, { $perDirection } por dirección contando el 0 del lado anterior; { $log ->
    [yes] más lejos los intervalos son logarítmicos; los desfases
   *[no] los desfases
} { $before } comparten el intervalo { $beforeBucket } y los desfases { $after } comparten el intervalo { $afterBucket }, el último de cada dirección.
bias-t5-summary-causal = Causal (una dirección), { $count ->
    [one] { $buckets } intervalo
   *[other] { $buckets } intervalos
}, distancia máxima { $maxdist }: { $exact ->
    [0] ningún desfase tiene un intervalo propio
    [1] el desfase { $exactSpans } tiene un intervalo propio (exacto)
   *[other] los desfases { $exactSpans } tienen un intervalo cada uno (exactos)
}; { $log ->
    [yes] más lejos los intervalos son logarítmicos; los desfases
   *[no] los desfases
} { $before } comparten el intervalo { $beforeBucket }, el último; todo desfase { $after } cae en el intervalo { $afterBucket }.
bias-t5-where = { $where ->
    [before-log] Así que el último intervalo empieza en la distancia { $start }, antes de la distancia máxima { $maxdist }: la distancia máxima solo fija lo rápido que se ensanchan los intervalos logarítmicos, y estos alcanzan ahí el último.
    [before-few] Así que el último intervalo empieza en la distancia { $start }, antes de la distancia máxima { $maxdist }: con tan pocos intervalos no queda ninguno entre los exactos y el último, así que el último empieza justo después de ellos.
    [at] Así que el último intervalo empieza en la distancia { $start }, la distancia máxima.
   *[beyond] Así que el último intervalo empieza en la distancia { $start }, más allá de la distancia máxima { $maxdist }.
}
bias-t5-unused = { $count ->
    [1] El intervalo { $buckets } no contiene ningún desfase (el desfase 0 es el intervalo 0, así que las claves posteriores a la consulta empiezan un intervalo más tarde).
   *[other] Los intervalos { $buckets } no contienen ningún desfase (el desfase 0 es el intervalo 0, así que las claves posteriores a la consulta empiezan un intervalo más tarde; y los intervalos logarítmicos más estrechos que un desfase quedan vacíos).
}
bias-t5-table-label = Intervalos de T5
bias-t5-caption = { $bidirectional ->
    [yes] { $count ->
        [one] Desfase clave − consulta → intervalo, bidireccional, { $buckets } intervalo, distancia máxima { $maxdist }. Última columna: cabeza { $head } de la tabla sustituta.
       *[other] Desfase clave − consulta → intervalo, bidireccional, { $buckets } intervalos, distancia máxima { $maxdist }. Última columna: cabeza { $head } de la tabla sustituta.
    }
   *[no] { $count ->
        [one] Desfase clave − consulta → intervalo, causal (una dirección), { $buckets } intervalo, distancia máxima { $maxdist }. Última columna: cabeza { $head } de la tabla sustituta.
       *[other] Desfase clave − consulta → intervalo, causal (una dirección), { $buckets } intervalos, distancia máxima { $maxdist }. Última columna: cabeza { $head } de la tabla sustituta.
    }
}
bias-col-bucket = intervalo
bias-col-offsets = desfases clave − consulta
bias-col-kind = tipo
bias-col-stand-in = sesgo sustituto, cabeza { $head }
bias-calc-answer = { $kind ->
    [last] Desfase { $offset } → intervalo { $bucket }: el último intervalo de su dirección, compartido por todo desfase { $offsets }.
    [exact] Desfase { $offset } → intervalo { $bucket }: un intervalo exacto, solo para este desfase.
    [log] Desfase { $offset } → intervalo { $bucket }: un intervalo logarítmico con los desfases { $offsets }.
   *[none] Desfase { $offset } → intervalo { $bucket }.
}
bias-t5-map-title = { $bidirectional ->
    [yes] { $count ->
        [one] Intervalo de T5 de clave − consulta, bidireccional, { $buckets } intervalo, distancia máxima { $maxdist }
       *[other] Intervalo de T5 de clave − consulta, bidireccional, { $buckets } intervalos, distancia máxima { $maxdist }
    }
   *[no] { $count ->
        [one] Intervalo de T5 de clave − consulta, causal, { $buckets } intervalo, distancia máxima { $maxdist }
       *[other] Intervalo de T5 de clave − consulta, causal, { $buckets } intervalos, distancia máxima { $maxdist }
    }
}
bias-t5-cell = consulta { $query }, clave { $key }, desfase { $offset }: intervalo { $bucket } (sesgo sustituto de la cabeza { $head }: { $bias })
bias-t5-map-single = Con { $n } hay una sola celda: consulta 0 y clave 0, desfase 0, en el intervalo { $bucket }. Aumenta { $raise } para ver los demás desfases.
bias-t5-map-rows = La fila { $i }, columna { $j } es el intervalo del desfase { $offset }.
bias-t5-map-diagonals = Cada diagonal (un desfase) tiene un solo intervalo; cerca de la diagonal cada desfase tiene su propio intervalo, más lejos { $log ->
    [yes] los intervalos se ensanchan
   *[no] los desfases comparten el último intervalo de su dirección
}{ $reach ->
    [yes] , y a partir de la distancia { $start } (el último intervalo) dejan de cambiar.
   *[no] .
}
bias-t5-map-sides = La diagonal y las claves anteriores a la consulta (a su izquierda) usan los intervalos 0 … { $last }; las claves posteriores (a la derecha) usan los demás.
bias-t5-map-sides-causal = Causal: la diagonal y toda clave posterior a la consulta (a su derecha) caen en el intervalo 0.
bias-col-offset = desfase clave − consulta
bias-t5-map-table-label = Intervalo de T5 por desfase
bias-word-label = «{ $word }» ({ $position })
bias-compare-map-title = Pesos de atención, { $scheme }
bias-axis-query-word = palabra de la consulta
bias-axis-key-word = palabra clave
bias-compare-cell-masked = { $query } → { $key }: enmascarada (clave después de la consulta), peso 0
bias-compare-cell = { $query } → { $key }: peso { $weight } (puntuación { $score }, sesgo de posición { $bias })
bias-masked = enmascarada
bias-compare-summary = { $scheme }: cada fila son los pesos del softmax de una palabra consulta sobre las palabras clave y suma 1. La última consulta, { $last }, da su mayor peso, { $weight }, a { $top }.
bias-col-query = consulta
bias-col-word = { $word } ({ $position })
bias-compare-caption = Pesos del softmax, redondeados a { $digits } decimales.
bias-compare-table-label = Pesos, { $scheme }
bias-compare-no-repeat = Ninguna palabra aparece dos veces en esta frase. Repite una (como «{ $word }» en la frase por defecto) para comparar sus dos filas: sin ninguna información de posición serían idénticas.
bias-compare-where = «{ $word }» está en las posiciones { $a } y { $b }, así que sus dos filas parten del mismo vector de palabra.
bias-compare-bias-only = Con { $schemes } las dos filas tienen las mismas puntuaciones brutas { $raw } (diferencia máxima { $zero } con { $digits } decimales): solo difiere el sesgo, que depende únicamente de clave − consulta, así que los pesos cambian con la distancia y con nada más.
bias-compare-mixed = Con { $schemes } las puntuaciones brutas de las dos filas ya difieren (hasta { $differences }): la posición está dentro de los vectores, mezclada con la palabra.
bias-compare-other = { $scheme }: las puntuaciones brutas de las dos filas difieren hasta { $difference }.
bias-beyond-heading = Más allá de la longitud de entrenamiento
bias-beyond-lead = Supón que la cabeza de abajo se entrenó solo con secuencias de { $L } tokens y ahora recibe { $n }. Cada gráfica sigue el término de posición de un esquema desde la distancia (o posición) 0 hasta { $last }: la primera parte, hasta { $seen }, es lo que mostró el entrenamiento; el resto es nuevo. Los esquemas difieren en lo que significa «nuevo».
bias-beyond-title-sinusoidal = Sinusoidal: posiciones nunca vistas
bias-beyond-title-rope = RoPE: direcciones nunca vistas
bias-beyond-title-alibi = ALiBi: la misma recta, prolongada
bias-beyond-title-t5 = T5: los desfases lejanos comparten un intervalo
bias-beyond-short-sinusoidal = Sinusoidal
bias-beyond-short-rope = RoPE
bias-beyond-short-alibi = ALiBi
bias-beyond-short-t5 = T5
bias-beyond-sinusoidal = La dimensión { $dim }, el seno del par { $pair } (el más lento), tomó valores de { $low } a { $high } en las posiciones 0 … { $seenLast }; en la posición { $last } vale { $value }.
bias-beyond-sinusoidal-outside = La posición { $first } es la primera cuyo valor queda fuera de lo que mostró el entrenamiento. El vector completo { $pe } de toda posición desde { $L } es uno que el modelo nunca recibió: la fórmula lo tiene, los pesos entrenados nunca lo vieron.
bias-beyond-sinusoidal-inside = Sus valores más allá de { $seenLast } quedan dentro de ese rango, pero los vectores { $vectors } siguen siendo vectores que el modelo nunca recibió.
bias-beyond-rope-wrapped = { $count ->
    [0] Ningún par dio una vuelta completa dentro de los desfases 0 … { $last }.
    [one] El par { $pairs } dio una vuelta completa dentro de los desfases 0 … { $last }, así que toda dirección que encuentre más lejos ya la había encontrado.
   *[other] Los pares { $pairs } dieron una vuelta completa dentro de los desfases 0 … { $last }, así que toda dirección que encuentren más lejos ya la habían encontrado.
}
bias-beyond-rope-back = { $count ->
    [one] El par { $pairs } superó su mayor ángulo del entrenamiento, pero, quitadas las vueltas completas, vuelve a apuntar dentro del arco que cubrió el entrenamiento (par { $pair }: { $angle } rad en el desfase { $offset } son { $direction } rad tras quitar las vueltas completas, dentro de 0 … { $largest } rad), una dirección que ya ha visto.
   *[other] Los pares { $pairs } superaron su mayor ángulo del entrenamiento, pero, quitadas las vueltas completas, vuelven a apuntar dentro del arco que cubrió el entrenamiento (par { $pair }: { $angle } rad en el desfase { $offset } son { $direction } rad tras quitar las vueltas completas, dentro de 0 … { $largest } rad), una dirección que ya han visto.
}
bias-beyond-rope-unseen = { $count ->
    [one] En el desfase { $offset }, el par { $pairs } apunta en una dirección nunca vista en el entrenamiento (el par { $pair } apunta a { $direction } rad, fuera del arco 0 … { $largest } rad que cubrió el entrenamiento). Entonces { $qk } para claves lejanas mezcla direcciones que los pesos entrenados nunca vieron.
   *[other] En el desfase { $offset }, los pares { $pairs } apuntan en direcciones nunca vistas en el entrenamiento (el par { $pair } apunta a { $direction } rad, fuera del arco 0 … { $largest } rad que cubrió el entrenamiento). Entonces { $qk } para claves lejanas mezcla direcciones que los pesos entrenados nunca vieron.
}
bias-beyond-alibi = Cabeza { $head }, pendiente { $slope }: la clave más lejana del entrenamiento, { $seenLast } atrás, recibió { $seenBias }; a { $last } atrás el sesgo es { $lastBias }.
bias-beyond-alibi-steps = { $even ->
    [yes] Cada paso más lejos baja la puntuación en el mismo { $step }, dentro del entrenamiento y más allá: la penalización es una sola recta, prolongada.
   *[no] Los pasos no son todos iguales.
}
bias-beyond-alibi-scope = No se añade ningún parámetro ni aparece ningún sesgo de un tipo nuevo: una entrada más larga solo pone claves más lejos en una recta que la cabeza ya usa, donde sus pesos son cada vez menores. Esto es lo que se queda dentro de lo conocido, no todo lo que ve el modelo: en el primer bloque las consultas y claves no llevan posición, pero a partir del segundo sí, porque cada una es una mezcla de palabras ponderada por la distancia.
bias-beyond-t5-buckets = Las claves 0 … { $seenLast } atrás usaron { $seenCount ->
    [one] el intervalo
   *[other] los intervalos
} { $seen }; las claves { $from } … { $last } atrás caen en { $beyondCount ->
    [one] el intervalo
   *[other] los intervalos
} { $beyond }.
bias-beyond-t5-fresh = { $count ->
    [one] El intervalo { $buckets } (claves { $keys } atrás) nunca apareció en el entrenamiento, así que su número aprendido nunca recibió un gradiente.
   *[other] Los intervalos { $buckets } (claves { $keys } atrás) nunca aparecieron en el entrenamiento, así que sus números aprendidos nunca recibieron un gradiente.
}
bias-beyond-t5-none-fresh = Todos ellos ya aparecieron en el entrenamiento: no se consulta nada nuevo.
bias-beyond-t5-last = Desde { $start } atrás, todas las claves comparten el intervalo { $bucket }, el último: por lejos que esté, cada una recibe el mismo número, así que más allá el sesgo solo dice «lejos».
bias-beyond-t5-last-beyond = El último intervalo, el { $bucket }, empieza a { $start } atrás, más lejos que { $last }: aumenta { $L } para alcanzarlo.
bias-beyond-legend-training = entrenamiento: { $range }
bias-beyond-legend-new = nuevo: { $range }
bias-beyond-axis-position = posición
bias-beyond-axis-back = claves atrás (consulta − clave)
bias-beyond-legend-largest = mayor en el entrenamiento
bias-beyond-legend-angle = ángulo en { $offset }
bias-beyond-legend-direction = dirección en { $offset }
bias-beyond-legend-turn = vuelta completa, { $turn }
bias-beyond-axis-pair = par { $i } (el más rápido primero)
bias-beyond-axis-angle = ángulo (radianes, escala logarítmica)
bias-yes = sí
bias-no = no
bias-beyond-col-pair = par
bias-beyond-col-largest = mayor ángulo en el entrenamiento (desfase { $offset })
bias-beyond-col-angle = ángulo en el desfase { $offset }
bias-beyond-col-direction = su dirección (sin vueltas completas)
bias-beyond-col-turn = vuelta completa en el entrenamiento
bias-beyond-col-seen = dirección vista en el entrenamiento
bias-beyond-col-in-training = en el entrenamiento
bias-beyond-col-back = claves atrás
bias-beyond-chart-sinusoidal = Gráfica de líneas: { $pe }, el seno del par más lento, para las posiciones 0 a { $last }; las posiciones hasta { $seenLast } se vieron en el entrenamiento, el resto son nuevas.
bias-beyond-chart-rope = Gráfica de líneas, escala logarítmica: el mayor ángulo de cada par en el entrenamiento, su ángulo en el desfase { $offset } y la dirección de ese ángulo sin las vueltas completas, con una línea horizontal en una vuelta completa.
bias-beyond-chart-alibi = Gráfica de líneas: sesgo de ALiBi de la cabeza { $head } frente a la distancia de 0 a { $last }; las distancias hasta { $seenLast } se vieron en el entrenamiento, el resto son nuevas.
bias-beyond-chart-t5 = Gráfica escalonada: intervalo de T5 de una clave de 0 a { $last } tokens atrás; las distancias hasta { $seenLast } se vieron en el entrenamiento, el resto son nuevas.
bias-beyond-lab-link = Ve a «{ $title }»: ejecuta la comparación y lee las respuestas exactas de ALiBi más allá de la longitud de entrenamiento
bias-beyond-trained-label = L (longitud de entrenamiento)
bias-beyond-trained-range = escribe de { $smallest } a { $largest }
bias-beyond-trained-describe = { $count ->
    [one] entrenado con { $trained } token, mostrado con { $shown }
   *[other] entrenado con { $trained } tokens, mostrado con { $shown }
}
bias-beyond-table-label = { $scheme }, { $trained } y { $shown }



## extension
# Messages of section extension. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-extension-train = L (longitud de entrenamiento)
words-extension-method = método (extensión del contexto)
words-extension-scale = s (factor de escala)
words-extension-ramp = rampa de YaRN
words-extension-d = d (dimensión de la cabeza)
extension-method-none-label = Sin cambios
extension-method-none-long = sin cambios (extrapolación simple)
extension-method-none-hint = cada ω tal como se entrenó
extension-method-pi-label = Interpolación de posiciones
extension-method-pi-long = interpolación de posiciones
extension-method-pi-hint = cada ω dividida por s
extension-method-ntk-label = Escalado NTK-aware
extension-method-ntk-long = escalado NTK-aware
extension-method-ntk-hint = una base b′ mayor
extension-method-yarn-label = YaRN
extension-method-yarn-long = YaRN
extension-method-yarn-hint = una rampa por par y una temperatura
extension-ramp-released-label = Como la calcula el código publicado
extension-ramp-released-hint = Hugging Face transformers y el código de los autores de YaRN: lineal en el índice de par i
extension-ramp-released-short = publicada
extension-ramp-paper-label = Como la escribe el artículo
extension-ramp-paper-hint = lineal en el número de vueltas r
extension-ramp-paper-short = del artículo
extension-yarn-with-ramp = { $name } (rampa { $ramp })
extension-lead = Un modelo con codificación posicional rotatoria se entrena con secuencias de L posiciones: el par { $i } de cada consulta y cada clave gira el ángulo { $angle }, con { $omega }, para { $pos } de 0 a { $last }. Aquí { $d } es la **dimensión de la cabeza**, la longitud de la consulta y la clave de una cabeza de atención, no la anchura del modelo: LLaMA 7B tiene { $dmodel } repartida en 32 cabezas, así que { $head } y 64 pares (los modelos LLaMA más grandes son más anchos y tienen más cabezas, cada una otra vez de { $head }). Ahora pregunta al modelo por una posición más allá de L. La fórmula sigue dando un ángulo, pero un par lento puede apuntar en una dirección en la que nunca apuntó durante el entrenamiento, y el modelo nunca ha aprendido qué significa esa dirección. Las recetas de abajo estiran las frecuencias para que un contexto { $s } veces más largo, { $target }, se parezca más a lo que el modelo vio.
extension-seen-rule = Lo que q·k ve de un par es su dirección en el círculo, y un giro de { $turn } apunta adonde apunta un giro de { $x }. Así que un par ha **visto** una dirección si el entrenamiento lo giró hasta ella. Durante el entrenamiento recorrió el arco de direcciones de 0 a su mayor ángulo { $largest }: todas las direcciones, si ese ángulo es al menos { $full } (el par dio la vuelta completa). Si no, el nuevo ángulo { $angle }, una vez quitadas sus vueltas completas, debe caer dentro de ese arco. Un ángulo mayor que cualquiera del entrenamiento puede volver a apuntar dentro del arco tras una vuelta completa: comparar solo los ángulos en bruto lo daría por no visto.
extension-three-ways = Tres maneras de estirar las frecuencias
extension-pi-title = Interpolación de posiciones (Chen et al., 2023)
extension-pi = { $omega } para cada par: lo mismo que dividir cada posición por s, así que las posiciones hasta { $range } caen dentro del rango entrenado. El precio: las posiciones vecinas quedan s veces más cerca en cada par, también en los pares rápidos que distinguen tokens cercanos, por eso el modelo suele ajustarse (fine-tuning) con las posiciones comprimidas.
extension-ntk-title = Escalado NTK-aware (bloc97, 2023)
extension-ntk = Sube la base en su lugar: el par más rápido conserva su frecuencia (de todos modos ha dado muchas vueltas) y el más lento, { $slowest }, se divide exactamente por s; los pares intermedios se frenan menos. Las posiciones cercanas siguen tan distintas como en el entrenamiento, pero los pares del medio se frenan menos que s, así que cerca del final de { $target } algunos aún pueden salirse del arco que cubrieron al entrenar.
extension-yarn-title = YaRN (Peng et al., 2023)
extension-yarn = Cuenta cuántas vueltas dio el par { $i } a lo largo de la longitud de entrenamiento, { $turns }, con longitud de onda { $wavelength }. Los pares que dieron más de { $beta } vueltas conservan su frecuencia ({ $keep }), los que dieron menos de { $alpha } se interpolan como en PI ({ $interpolated }), y una rampa mezcla ambos entre medias. Además, consultas y claves se multiplican por { $factor }, así que los logits de atención crecen con su cuadrado: un contexto más largo reparte el softmax entre más claves, y esto lo vuelve a afinar. El artículo y el código publicado coinciden en este factor (Hugging Face lo calcula como { $code } para s > 1 y 1 en otro caso, y multiplica por él tanto cos como sin, así que q y k por igual).
extension-yarn-bounds = Esta página usa los valores del artículo para LLaMA, { $alpha } y { $beta } vueltas.
extension-tex-paper = artículo:
extension-tex-released = publicada:
extension-yarn-forms = El artículo y el código publicado con él dan forma distinta a la rampa. **El artículo** hace { $gamma } lineal en el número de vueltas { $r }. **El código publicado** (el repositorio de los autores de YaRN, y Hugging Face transformers, que ejecuta los modelos YaRN publicados) la hace lineal en el índice de par { $i }: { $c } es el par que da r vueltas a lo largo de L, y la rampa va del par { $lo } al par { $hi }, los pares donde { $atBeta } y { $atAlpha }, redondeados hacia fuera (el código llama a { $beta } { $betaFast } y a { $alpha } { $betaSlow }). Cuando { $ordered }, ambas coinciden en todos los pares fuera de { $range }; dentro pueden diferir mucho, y la frase de abajo dice dónde y cuánto con estos ajustes. Esta página usa la forma publicada salvo que elijas la del artículo:
extension-wavelength-heading = Longitud de onda de cada par, entrenada y nueva
extension-angle-heading = El ángulo en pos, par a par
extension-learned-title = ¿Y una tabla aprendida?
extension-learned = Una tabla absoluta aprendida tiene { $maxLen } filas y ninguna fórmula para una fila más allá, así que no hay nada que estirar. Lo que hacen los modelos es redimensionar la tabla y volver a entrenar: ViT y DeiT interpolan sus embeddings posicionales aprendidos a la cuadrícula mayor cuando se ajustan a una resolución de imagen más alta, y Longformer obtuvo sus { $positions } posiciones copiando ocho veces las { $rows } filas aprendidas de RoBERTa antes de seguir entrenando. Las filas nuevas son un punto de partida para ese entrenamiento, no valores que el modelo haya aprendido. Las codificaciones rotatoria y sinusoidal ya tienen un valor en cada posición; los métodos de arriba tratan de que esos valores le resulten familiares.
extension-learned-link = Mira «{ $title }»: una posición más allá de { $maxLen } no tiene fila
extension-settings-label = Ajustes de la extensión del contexto
extension-method-label = método
extension-scale-hint = Los botones − y + dividen s por dos o la duplican.
extension-scale-one = s = 1: la propia longitud de entrenamiento, sin extensión
extension-scale-describe = s = { $s }: un contexto { $s } veces la longitud de entrenamiento
extension-train-hint = Los botones − y + dividen L por dos o la duplican.
extension-train-describe = { $count ->
    [one] L = { $positions } posición vista en el entrenamiento
   *[other] L = { $positions } posiciones vistas en el entrenamiento
}
extension-rounding = Las longitudes de onda, las vueltas, γ y los ángulos se redondean a { $digits } decimales, la mitad lejos de cero; las frecuencias ω a 6 cifras significativas; la base y el factor de atención a 6 decimales.
extension-summary-unseen = En pos = { $pos }, { $where ->
    [beyond] { $train ->
        [1] más allá de la posición 0, la única vista en el entrenamiento
       *[other] más allá de las { $trainCount } posiciones 0 … { $last } vistas en el entrenamiento
    }
   *[inside] { $train ->
        [1] la única posición vista en el entrenamiento
       *[other] dentro del rango de entrenamiento 0 … { $last }
    }
}, con { $method } { $unseen ->
    [0] { $pairs ->
        [1] el único par no apuntaría en ninguna dirección en la que nunca apuntó durante el entrenamiento.
       *[other] ninguno de los { $pairCount } pares apuntaría en una dirección en la que nunca apuntó durante el entrenamiento.
    }
   *[other] { $pairs ->
        [1] el único par apuntaría en una dirección en la que nunca apuntó durante el entrenamiento.
       *[other] { $unseen ->
            [1] { $unseenCount } de { $pairCount } pares apuntaría en una dirección en la que nunca apuntó durante el entrenamiento.
           *[other] { $unseenCount } de { $pairCount } pares apuntarían en direcciones en las que nunca apuntaron durante el entrenamiento.
        }
    }
}
extension-summary-wrapped = { $wrapped ->
    [0] Ningún par dio la vuelta completa durante el entrenamiento{ $inside ->
        [0] .
        [one] ; para { $insideCount } par, el nuevo ángulo queda dentro del arco que cubrió.
       *[other] ; para { $insideCount } pares, el nuevo ángulo queda dentro del arco que cubrieron.
    }
    [one] { $wrappedCount } par dio la vuelta completa durante el entrenamiento, así que todas las direcciones le son conocidas{ $inside ->
        [0] .
        [one] ; para { $insideCount } más, el nuevo ángulo queda dentro del arco que cubrió.
       *[other] ; para { $insideCount } más, el nuevo ángulo queda dentro del arco que cubrieron.
    }
   *[other] { $wrappedCount } pares dieron la vuelta completa durante el entrenamiento, así que todas las direcciones les son conocidas{ $inside ->
        [0] .
        [one] ; para { $insideCount } más, el nuevo ángulo queda dentro del arco que cubrió.
       *[other] ; para { $insideCount } más, el nuevo ángulo queda dentro del arco que cubrieron.
    }
}
extension-summary-back = { $count ->
    [one] { $back } par gira más allá de su mayor ángulo entrenado, pero quitadas sus vueltas completas vuelve a apuntar dentro del arco que cubrió.
   *[other] { $back } pares giran más allá de sus mayores ángulos entrenados, pero quitadas sus vueltas completas vuelven a apuntar dentro de los arcos que cubrieron.
}
extension-summary-none = { $pairs ->
    [1] { $unseen ->
        [0] Sin ningún cambio, el par no apuntaría en ninguna dirección no vista.
       *[other] Sin ningún cambio, el par apuntaría en una dirección no vista.
    }
   *[other] Sin ningún cambio, lo harían { $unseenCount } de { $pairCount }.
}
extension-summary-outside = { $count ->
    [one] Esta pos tampoco está dentro del contexto ampliado: s·L = { $target } posición, contando desde 0.
   *[other] Esta pos tampoco está dentro del contexto ampliado: s·L = { $target } posiciones, contando desde 0.
}
extension-percent = { $side ->
    [below] un { $percent } % por debajo de
   *[above] un { $percent } % por encima de
}
extension-percent-tiny = { $side ->
    [below] menos de un { $least } % por debajo de
   *[above] menos de un { $least } % por encima de
}
extension-ramp-counts = { $keep ->
    [one] { $keepCount } par conserva
   *[other] { $keepCount } pares conservan
} ω (γ = 1), { $interpolated ->
    [one] { $interpolatedCount } se interpola
   *[other] { $interpolatedCount } se interpolan
} (γ = 0) y { $blended ->
    [one] { $blendedCount } mezcla
   *[other] { $blendedCount } mezclan
}
extension-ramp-ends = Aquí c(β) = { $cBeta } y c(α) = { $cAlpha } (los pares que darían β y α vueltas a lo largo de L, con β = { $beta } y α = { $alpha }), así que la rampa publicada va de ℓ = max(⌊{ $cBeta }⌋, 0) = { $lo } a h = min(⌈{ $cAlpha }⌉, { $top }) = { $hi }{ $order ->
    [equal] ; ℓ = h, así que el código suma { $tiny } a h para no dividir por cero.
    [backwards] ; ℓ > h, así que la rampa publicada va hacia atrás.
   *[ordered] .
}
extension-ramp-both = Publicada: { $released }; en la forma del artículo: { $paper }.
extension-ramp-same = Las dos formas dan a cada par la misma γ, y por tanto la misma ω′.
extension-ramp-differ = { $count ->
    [one] Difieren en un par, el par { $first }
   *[other] Difieren en { $differing } de { $total } pares, { $run ->
        [run] los pares { $first } … { $last }
       *[between] entre el par { $first } y el par { $last }
    }
}{ $where ->
    [unchanged] , pero con s = 1 interpolar no cambia nada, así que la ω′ de YaRN es la misma con ambas.
    [there] ; ahí la ω′ de YaRN con la rampa del artículo está { $percent } la publicada (γ = { $paper } en la forma del artículo, { $released } en la publicada).
    [each] ; en cada uno de ellos la ω′ de YaRN con la rampa del artículo está { $percent } la publicada (γ = { $paper } en la forma del artículo, { $released } en la publicada).
    [most-tied] ; sobre todo en el par { $pair } (y lo mismo en { $others ->
        [one] { $othersCount } más
       *[other] { $othersCount } más
    }), donde la ω′ de YaRN con la rampa del artículo está { $percent } la publicada (γ = { $paper } en la forma del artículo, { $released } en la publicada).
   *[most] ; sobre todo en el par { $pair }, donde la ω′ de YaRN con la rampa del artículo está { $percent } la publicada (γ = { $paper } en la forma del artículo, { $released } en la publicada).
}
extension-ramp-caption = { $part ->
    [part] Los { $half } primeros y { $half } últimos de los { $pairs } pares
   *[all] { $count ->
        [one] El { $pairs } par
       *[other] Los { $pairs } pares
    }
} en los que difieren las dos rampas de YaRN ({ $settings }): la γ publicada es lineal en el índice de par i; la del artículo, en las vueltas r. Todos los demás pares reciben la misma γ de ambas.
extension-col-pair = par
extension-col-turns = vueltas { $turns }
extension-col-gamma-released = { $gamma } publicada
extension-col-gamma-paper = { $gamma } del artículo
extension-col-paper-against = { $omega } del artículo frente a la publicada
extension-signed-percent = { $sign }{ $percent } %
extension-ramp-table-label = Dónde difieren las dos rampas de YaRN
extension-scroll-hint = La tabla es más ancha que la pantalla: desplázala de lado
extension-method-chosen = { $name } (elegido)
extension-unseen-of = { $unseen } de { $pairs }
extension-methods-caption = Cada método en { $pos }, { $settings }.
extension-col-method = método
extension-col-base = base usada
extension-col-factor = { $q } y { $k } multiplicadas por
extension-col-unseen = pares que apuntan en una dirección no vista
extension-col-target = longitud objetivo { $target }
extension-methods-label = Los cuatro métodos comparados
extension-chart-trained = entrenada (sin cambios)
extension-chart-train = longitud de entrenamiento { $train }
extension-chart-target = longitud objetivo { $target }
extension-chart-x = par { $i } (el más rápido primero)
extension-chart-y = longitud de onda { $wavelength } (posiciones)
extension-chart-label = Gráfico de líneas, escala logarítmica: la longitud de onda de { $count ->
    [one] el único par
   *[other] cada uno de los { $pairs } pares
} tal como se entrenó{ $method ->
    [none] {""}
   *[other] { " " }y con { $method }
}, con líneas horizontales en { $train } y { $target }.
extension-chart-one = La longitud de onda entrenada del único par es de { $wavelength } posiciones.
extension-chart-range = Las longitudes de onda entrenadas van de { $first } (par 0) a { $last } posiciones (par { $pair }).
extension-chart-same = { $count ->
    [one] Sin cambios, la nueva longitud de onda es la misma.
   *[other] Sin cambios, las nuevas longitudes de onda son las mismas.
}
extension-chart-new = { $count ->
    [one] Con { $method } es { $first }.
   *[other] Con { $method } van de { $first } a { $last }.
}
extension-chart-wrapped = Un par cuya longitud de onda es como mucho { $last } dio la vuelta completa durante el entrenamiento.
extension-col-trained-wavelength = longitud de onda entrenada
extension-col-new-wavelength = longitud de onda nueva
extension-col-turns-training = vueltas en el entrenamiento { $turns }
extension-col-yarn-gamma = { $gamma } (rampa { $ramp })
extension-fastest-slowest = Los { $half } más rápidos y los { $half } más lentos de { $pairs } pares.
extension-chart-table-label = Datos de longitud de onda
extension-col-omega = { $omega } entrenada
extension-col-omega-new = nueva { $omega }
extension-col-angle = ángulo { $angle } (rad)
extension-col-direction = su dirección, quitadas las vueltas completas (rad)
extension-col-largest = mayor ángulo entrenado { $angle } (rad)
extension-col-wrapped = ¿dio la vuelta al entrenar?
extension-col-seen = ¿dirección vista al entrenar?
extension-yes = sí
extension-no = no
extension-seen = vista
extension-unseen = no vista
extension-angles-caption = { $method }: el ángulo de cada par en { $pos }, la dirección en la que apunta y el mayor ángulo que alcanzó en el entrenamiento ({ $train }).
extension-angles-skipped = { $count ->
    [one] El par 0 no aparece: conserva su ω entrenada (ω′ = ω) y dio la vuelta completa al entrenar, así que su dirección es vista.
   *[other] Los pares 0 … { $last } no aparecen: cada uno conserva su ω entrenada (ω′ = ω) y dio la vuelta completa al entrenar, así que sus direcciones son vistas.
} Se muestran: { $part ->
    [part] los { $half } más rápidos y los { $half } más lentos de los pares { $first } … { $end }.
   *[all] los pares { $first } … { $end }.
}
extension-angles-label = Ángulos par a par



## learned
# Messages of section learned. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
learned-lead = La codificación sinusoidal es una fórmula; la otra opción habitual es una tabla de vectores, una fila por posición, aprendida como cualquier otro peso.
learned-table-heading = ¿Qué tamaño tiene una tabla aprendida?
learned-table-intro = Una tabla aprendida tiene { $maxLen } filas de { $d } números cada una. Elige un modelo o escribe un tamaño:
learned-past-heading = Una posición más allá de { $maxLen }
learned-past-intro = Ahora pide una posición. Una tabla solo puede responder por las filas que tiene; la fórmula responde para cualquier número entero.
learned-extrapolation-title = Tener un valor no es extrapolar bien
learned-extrapolation = Tener un valor no es lo mismo que funcionar bien ahí. La fórmula da { $pe } para cualquier { $pos }, pero un modelo entrenado solo con secuencias hasta cierta longitud nunca ha visto los vectores de posiciones más largas, y nada garantiza que los use con sentido: en la práctica, los modelos con codificación sinusoidal suelen empeorar en secuencias más largas que las de su entrenamiento. «Definida en todas partes» es un hecho de la fórmula; «extrapola bien» sería una afirmación sobre un modelo entrenado.
learned-compare-heading = Todos los esquemas de esta página, uno junto a otro
learned-correction = Una corrección amable a algo que dicen algunos textos: a veces se cuenta T5 entre las tablas absolutas aprendidas, y a veces se dice que RoPE tiene parámetros aprendibles. T5 aprende en cambio sesgos de posición relativa, y RoPE no tiene parámetros aprendidos.
learned-sum-sinusoidal-where = Entrada: se suma a los embeddings de los tokens
learned-sum-sinusoidal-parameters = Ninguno: una fórmula
learned-sum-sinusoidal-kind = Absoluta (un vector por posición)
learned-sum-sinusoidal-beyond = Un valor en cada posición, pero vectores que el modelo nunca vio al entrenar; la calidad suele caer
learned-sum-sinusoidal-used = El Transformer original (Vaswani et al., 2017); el codificador de audio de Whisper
learned-sum-learned-where = Entrada: se suma a los embeddings de los tokens
learned-sum-learned-parameters = { $maxLen } × d, entrenados; BERT-base: 512 × 768 = { $count }
learned-sum-learned-kind = Absoluta (una fila por posición)
learned-sum-learned-beyond = Nada: no hay ninguna fila más allá de { $maxLen }
learned-sum-learned-used = BERT, GPT-2
learned-sum-rope-where = Consultas y claves: rotadas según la posición dentro de cada capa de atención
learned-sum-rope-parameters = Ninguno: rotaciones fijas
learned-sum-rope-kind = Relativa en la puntuación (q·k depende solo de clave − consulta)
learned-sum-rope-beyond = Los pares lentos alcanzan ángulos nunca vistos al entrenar; normalmente se estiran antes (ver «Contextos más largos»)
learned-sum-rope-used = RoFormer, GPT-J, GPT-NeoX, LLaMA
learned-sum-alibi-where = Puntuación de atención: un sesgo sumado antes del softmax
learned-sum-alibi-parameters = Ninguno: pendientes fijadas por una regla
learned-sum-alibi-kind = Relativa (solo la distancia)
learned-sum-alibi-beyond = La recta de penalización simplemente sigue: no hay nada nuevo que consultar
learned-sum-alibi-used = BLOOM, MPT
learned-sum-t5-where = Puntuación de atención: un sesgo sumado antes del softmax
learned-sum-t5-parameters = intervalos × cabezas, entrenados, compartidos por todas las capas de una pila; T5-base: 32 × 12 = { $count } por pila
learned-sum-t5-kind = Relativa (desfase agrupado en intervalos)
learned-sum-t5-beyond = Los desfases lejanos comparten el último intervalo: un único número aprendido para toda distancia larga
learned-sum-t5-used = T5, mT5, Flan-T5
learned-sum-none-where = En ninguna parte
learned-sum-none-parameters = Ninguno
learned-sum-none-kind = Ninguna de las dos: la atención ve un conjunto; una máscara causal aún permite a un decodificador inferir el orden
learned-sum-none-beyond = No hay término de posición que rebasar
learned-sum-none-used = Modelos de investigación (Haviv et al., 2022)
learned-col-scheme = esquema
learned-col-where = dónde entra la posición
learned-col-parameters = parámetros de posición
learned-col-kind = absoluta o relativa
learned-col-beyond = más allá de la longitud de entrenamiento
learned-col-used-in = se usa en
learned-summary-caption = Dónde pone cada esquema la posición, qué aprende y qué ocurre más allá de la longitud de entrenamiento.
learned-summary-label = Resumen de los esquemas de posición
learned-presets-label = Tamaños de tabla predefinidos
learned-field-max-len = { $maxLen } (filas)
learned-field-width = { $d } (anchura de cada fila)
learned-preset = { $model }: { $rows } × { $width }
learned-count-product = { $rows } × { $width } ={ " " }
learned-count-parameters = { $count ->
    [one] { $parameters } parámetro
   *[other] { $parameters } parámetros
}
learned-count-rest = { " " }({ $bytes } bytes en float32), todos entrenados. La codificación sinusoidal necesita 0.
learned-answer-table = Tabla aprendida:{ " " }
learned-answer-formula = Fórmula:{ " " }
learned-answer-missing = { $rows ->
    [1] solo la fila 0
   *[other] solo las filas 0 … { $last }
}. La posición { $pos } no tiene fila: no hay nada que consultar.
learned-answer-present = la posición { $pos } es la fila { $pos } de { $rows }; sus números son lo que el entrenamiento haya hecho de ellos (esta página no tiene ninguna tabla entrenada que mostrar).
learned-answer-value = { $pe } con { $d } está abajo, como en cualquier otra posición.{ $past ->
    [yes] { " " }Es un valor, pero no una promesa: mira la nota bajo la tabla.
   *[no] {""}
}
learned-pe-caption-first = Las primeras { $shown } de { $count } dimensiones. Redondeado a 6 decimales, la mitad lejos de cero.
learned-pe-caption = Redondeado a 6 decimales, la mitad lejos de cero.
learned-pe-col-dim = dimensión
learned-pe-col-fn = función
learned-pe-col-angle = ángulo = { $angle }
learned-pe-fn = { $fn } (par { $pair })



## train
# Messages of section train (the lab). Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## practice
# Messages of section practice, class sets and the SCORM launch page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.

