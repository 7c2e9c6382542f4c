export const MENUS = [
  {
    brandId: 4,
    file: "menus/kyma-beach.pdf",
    title: "Menu",
    note: "Served daily from 12:00 to 23:00 · Kyma Beach, Limassol seafront",
    sections: [
      [
        "To Share",
        [
          ["Meze Board", "Hummus, tzatziki, taramas, olives, warm pitta", 16.5],
          ["Grilled Halloumi", "Watermelon, mint, carob syrup", 9.5],
          ["Octopus", "Chargrilled, fava purée, capers, red onion", 15.0],
          ["Kalamari", "Crisp fried squid, lemon, garlic aioli", 12.0],
          ["Sea Bass Ceviche", "Citrus, chilli, coriander, avocado", 14.5],
        ],
      ],
      [
        "Salads",
        [
          ["Village Salad", "Tomato, cucumber, onion, olives, Cypriot feta, oregano", 11.0],
          ["Kyma Greens", "Rocket, fennel, orange, pomegranate, roasted almonds", 10.5],
          ["Grilled Peach & Anari", "Soft whey cheese, basil, honey dressing", 11.5],
        ],
      ],
      [
        "From the Sea",
        [
          ["Catch of the Day", "Whole grilled fish, lemon, olive oil, wild greens — per kg", 68.0],
          ["Sea Bream Fillet", "Crushed potatoes, samphire, lemon butter", 24.0],
          ["Prawn Linguine", "Cherry tomato, chilli, garlic, parsley", 21.5],
          ["Seafood Risotto", "Mussels, prawns, squid, saffron", 23.0],
          ["Grilled King Prawns", "Garlic, lemon, herb oil", 27.0],
        ],
      ],
      [
        "From the Grill",
        [
          ["Chicken Souvlaki", "Pitta, tomato, onion, tzatziki, fries", 16.0],
          ["Lamb Cutlets", "Oregano potatoes, lemon yoghurt", 26.0],
          ["Beef Tagliata", "Rocket, parmesan, rosemary potatoes", 29.0],
          ["Halloumi & Vegetable Skewers", "Peppers, courgette, bulgur salad", 15.5],
        ],
      ],
      [
        "Sides",
        [
          ["Hand-cut Fries", "Sea salt, oregano", 5.0],
          ["Wild Greens", "Olive oil, lemon", 5.5],
          ["Grilled Vegetables", "Balsamic glaze", 6.0],
        ],
      ],
      [
        "Desserts",
        [
          ["Loukoumades", "Honey, cinnamon, crushed walnuts", 8.0],
          ["Galaktoboureko", "Semolina custard, filo, orange syrup", 8.5],
          ["Chocolate Tart", "Raspberries, vanilla cream", 9.0],
          ["Gelato Trio", "Ask for today’s flavours", 7.5],
        ],
      ],
      [
        "Cocktails",
        [
          ["Kyma Spritz", "Aperol, zivania, orange, prosecco", 11.0],
          ["Commandaria Sour", "Commandaria, lemon, egg white, bitters", 12.0],
          ["Cucumber Cooler", "Gin, cucumber, mint, tonic", 11.0],
          ["Sunset Margarita", "Tequila, blood orange, lime, salt", 12.0],
        ],
      ],
      [
        "Wines by the Glass",
        [
          ["Xynisteri", "Crisp local white, Limassol wine villages", 8.0],
          ["Maratheftiko", "Cypriot red, dark cherry and spice", 9.0],
          ["Rosé", "Dry, strawberry and citrus notes", 8.5],
        ],
      ],
    ],
  },
  {
    brandId: 10,
    file: "menus/forno-strovolos.pdf",
    title: "Menu",
    note: "Wood-fired at 450 °C · dough rested 48 hours · takeaway and delivery",
    sections: [
      [
        "Starters",
        [
          ["Garlic Focaccia", "Rosemary, sea salt, olive oil", 6.5],
          ["Burrata", "Heirloom tomatoes, basil, olive oil", 12.0],
          ["Arancini", "Saffron rice, mozzarella, tomato sauce", 8.5],
          ["Halloumi Fries", "Honey, sesame, mint yoghurt", 8.0],
        ],
      ],
      [
        "Classic Pizzas",
        [
          ["Margherita", "Tomato, fior di latte, basil, olive oil", 11.0],
          ["Marinara", "Tomato, garlic, oregano, olive oil", 9.0],
          ["Diavola", "Tomato, mozzarella, spicy salami, chilli", 14.0],
          ["Funghi", "Mozzarella, mushrooms, thyme, garlic", 13.0],
          ["Quattro Formaggi", "Mozzarella, gorgonzola, parmesan, halloumi", 14.5],
        ],
      ],
      [
        "Signature Pizzas",
        [
          ["Forno", "Tomato, lountza, halloumi, mint, cherry tomatoes", 15.5],
          ["Prosciutto & Rocket", "Mozzarella, prosciutto crudo, rocket, parmesan", 16.0],
          ["Vegetariana", "Grilled peppers, courgette, olives, red onion", 14.0],
          ["Sheftalia", "Cypriot sausage, onion, parsley, tahini drizzle", 15.0],
          ["Bianca al Tartufo", "Truffle cream, mushrooms, mozzarella", 17.5],
        ],
      ],
      [
        "Salads",
        [
          ["Rocket & Parmesan", "Cherry tomatoes, balsamic", 9.0],
          ["Greek Salad", "Tomato, cucumber, olives, feta", 10.0],
        ],
      ],
      [
        "Desserts",
        [
          ["Nutella Calzone", "Hazelnut chocolate, icing sugar", 8.0],
          ["Tiramisu", "Mascarpone, espresso, cocoa", 7.5],
          ["Gelato", "Two scoops", 5.5],
        ],
      ],
      [
        "Drinks",
        [
          ["Homemade Lemonade", "Cypriot lemons, mint", 4.5],
          ["Local Craft Beer", "330 ml", 6.0],
          ["House Wine", "Red, white or rosé, glass", 6.5],
          ["Soft Drinks", "330 ml", 3.0],
        ],
      ],
    ],
  },
];
